import { DesktopHome } from '@/components/home/DesktopHome'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'

// A legacy copy of the home page that old links still reach: same content, canonical `/`, not indexed.
const content = pageContent('/')

export const metadata = pageMetadata(content, {
  alternates: { canonical: '/' },
  robots: { index: false, follow: true },
})

export default function IndexCopyPage() {
  return <DesktopHome content={content} />
}
