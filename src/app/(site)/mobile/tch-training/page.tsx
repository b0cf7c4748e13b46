import { PageBanner } from '@/components/banners/PageBanner'
import { PageView } from '@/components/page/PageView'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'

const content = pageContent('/mobile/tch-training')

export const metadata = pageMetadata(content)

export default function Page() {
  return (
    <PageView content={content} variant="mobile" banner={<PageBanner type="training" pcFlag="mobile" />} />
  )
}
