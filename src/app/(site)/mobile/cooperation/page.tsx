import { LeadFormCard } from '@/components/leads/LeadFormCard'
import { PageBanner } from '@/components/banners/PageBanner'
import { PageView } from '@/components/page/PageView'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'

const content = pageContent('/mobile/cooperation')

export const metadata = pageMetadata(content)

export default function Page() {
  return (
    <PageView
      content={content}
      banner={<PageBanner type="cooperation" pcFlag="mobile" />}
      variant="mobile"
      sectionExtras={{ 'contact-form': <LeadFormCard idPrefix="mobile-cooperation-lead" /> }}
    />
  )
}
