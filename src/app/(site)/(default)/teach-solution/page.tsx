import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/teach-solution')

export { generateMetadata }
export default Page
