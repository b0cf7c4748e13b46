import { PageBanner } from '@/components/banners/PageBanner'
import { PageView } from '@/components/page/PageView'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'

const content = pageContent('/mobile/school-yard')

export const metadata = pageMetadata(content)

export default function Page() {
  return <PageView content={content} variant="mobile" banner={<PageBanner type="school" pcFlag="mobile" />} />
}
