import { LeadFormCard } from '@/components/leads/LeadFormCard'
import { PageView } from '@/components/page/PageView'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'

const content = pageContent('/mobile/cooperation')

export const metadata = pageMetadata(content)

export default function Page() {
  return (
    <PageView
      content={content}
      variant="mobile"
      sectionExtras={{ 'contact-form': <LeadFormCard idPrefix="mobile-cooperation-lead" /> }}
    />
  )
}
