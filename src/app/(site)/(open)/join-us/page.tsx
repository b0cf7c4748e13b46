import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/join-us')

export { generateMetadata }
export default Page
