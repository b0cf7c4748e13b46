import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/plan/schoolai')

export { generateMetadata }
export default Page
