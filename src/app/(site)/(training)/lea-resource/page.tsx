import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/lea-resource')

export { generateMetadata }
export default Page
