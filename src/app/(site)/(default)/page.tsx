import { DesktopHome } from '@/components/home/DesktopHome'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'

const content = pageContent('/')

export const metadata = pageMetadata(content)

export default function Page() {
  return <DesktopHome content={content} />
}
