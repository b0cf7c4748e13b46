import { PageView } from '@/components/page/PageView'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'

const content = pageContent('/detectBrowser')

export const metadata = pageMetadata(content, { robots: { index: false, follow: true } })

export default function DetectBrowserPage() {
  return <PageView content={content} />
}
