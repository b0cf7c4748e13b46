import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/special/lanqiao', { chrome: 'topic', topicNav: true })

export { generateMetadata }
export default Page
