import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/cooperation')

export { generateMetadata }
export default Page
