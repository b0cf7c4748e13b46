import { cmsMetadata, cmsRoute } from '@/components/page/cms-route'

const { Page } = cmsRoute('/detectBrowser', { chrome: 'none' })

// A notice for outdated browsers: not a page of its own for search engines.
export const generateMetadata = () =>
  cmsMetadata('/detectBrowser', { robots: { index: false, follow: true } })

export default Page
