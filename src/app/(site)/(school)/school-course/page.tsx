import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/school-course')

export { generateMetadata }
export default Page
