import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/tch-training')

export { generateMetadata }
export default Page
