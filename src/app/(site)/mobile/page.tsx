import { PageBanner } from '@/components/banners/PageBanner'
import { LatestNews } from '@/components/home/LatestNews'
import { MobileHome } from '@/components/mobile/MobileHome'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'
import { getSiteSettings } from '@/server/settings'

const content = pageContent('/mobile')

export const metadata = pageMetadata(content)

export default async function Page() {
  return (
    <MobileHome
      content={content}
      settings={await getSiteSettings()}
      banner={<PageBanner type="home" pcFlag="mobile" />}
      latestNews={<LatestNews variant="mobile" />}
    />
  )
}
