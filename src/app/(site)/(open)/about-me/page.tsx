import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/about-me')

export { generateMetadata }
export default Page
