import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/teachmaterial')

export { generateMetadata }
export default Page
