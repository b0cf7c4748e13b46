import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/com-exam', { chrome: 'none' })

export { generateMetadata }
export default Page
