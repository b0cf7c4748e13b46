import { cmsRoute } from '@/components/page/cms-route'

const { Page, generateMetadata } = cmsRoute('/special/topic', { chrome: 'topic', topicNav: true })

export { generateMetadata }
export default Page
