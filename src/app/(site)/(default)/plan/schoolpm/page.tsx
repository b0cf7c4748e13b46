import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/plan/schoolpm')

export { generateMetadata }
export default Page
