import { PageView } from '@/components/page/PageView'
import { TopicNav } from '@/components/topic/TopicNav.client'
import { pageContent } from '@/content/pages'
import { pageMetadata } from '@/server/metadata'

const content = pageContent('/special/lanqiao')
const anchors = content.sections.map((section) => ({ id: section.id, label: section.heading }))

export const metadata = pageMetadata(content)

export default function SpecialLanqiaoPage() {
  return (
    <>
      <TopicNav anchors={anchors} />
      <PageView content={content} variant="topic" />
    </>
  )
}
