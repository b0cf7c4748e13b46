import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/school-yard')

export { generateMetadata }
export default Page
