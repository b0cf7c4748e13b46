import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/school-home')

export { generateMetadata }
export default Page
