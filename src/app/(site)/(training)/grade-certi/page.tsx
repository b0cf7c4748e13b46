import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/grade-certi')

export { generateMetadata }
export default Page
