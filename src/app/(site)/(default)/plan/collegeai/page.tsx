import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/plan/collegeai')

export { generateMetadata }
export default Page
