import { cmsMetadata, cmsRoute } from '@/components/page/cms-route'

const { Page } = cmsRoute('/index copy')

// A legacy copy of the home page that old links still reach: same document, canonical `/`, not indexed.
export const generateMetadata = () => cmsMetadata('/index copy', { robots: { index: false, follow: true } })

export default Page
