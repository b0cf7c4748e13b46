import { MobileHome } from '@/components/mobile/MobileHome'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'
import { getSiteSettings } from '@/server/settings'

const content = pageContent('/mobile')

export const metadata = pageMetadata(content)

export default async function Page() {
  return <MobileHome content={content} settings={await getSiteSettings()} />
}
