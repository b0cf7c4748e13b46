import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/teach-plat')

export { generateMetadata }
export default Page
