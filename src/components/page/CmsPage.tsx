import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { topicAnchors } from '@/blocks/layout'
import type { Device } from '@/blocks/types'
import { type Chrome, RenderHero } from '@/heros/RenderHero'
import { EXIT_PREVIEW_ROUTE } from '@/lib/preview'
import { getPage } from '@/server/pages'

import { CmsBlocks } from './CmsBlocks'
import { LazyLivePreviewRefresh, LazyTopicNav } from './lazy.client'

/** Tells staff in draft mode that they see unpublished work, with the way out. */
function PreviewBar({ route }: { route: string }) {
  return (
    <div
      role="status"
      data-staff-preview
      className="fixed inset-x-0 bottom-0 z-[60] flex items-center justify-center gap-4 bg-ink/95 px-4 py-2.5 text-sm text-white"
    >
      <span>正在预览草稿：访客看到的是已发布的版本。</span>
      {/* A full page load: the client router would show the draft it holds for this route again. */}
      <a
        href={`${EXIT_PREVIEW_ROUTE}?path=${encodeURIComponent(route)}`}
        className="rounded-full bg-white px-3 py-1 font-semibold text-ink"
      >
        退出预览
      </a>
    </div>
  )
}

export interface CmsPageOptions {
  device?: Device
  chrome?: Chrome
  /** The competition topics' side navigation, built from the sections an editor named. */
  topicNav?: boolean
}

/**
 * A route's page from the CMS: its hero, then `children` (what the route adds itself: a news list, an
 * article), then the document's blocks for this device. A route without a published document is a 404.
 */
export async function CmsPage({
  route,
  device = 'desktop',
  chrome = device === 'mobile' ? 'mobile' : 'header',
  topicNav = false,
  heading,
  topSlot,
  children,
}: CmsPageOptions & {
  route: string
  /** The h1 instead of the document's (a list of one news type is headed by the type). */
  heading?: string
  topSlot?: (background: 'dark' | 'light') => React.ReactNode
  children?: React.ReactNode
}) {
  const page = await getPage(route)
  if (!page) notFound()
  const previewing = (await draftMode()).isEnabled
  return (
    <>
      {topicNav ? <LazyTopicNav anchors={topicAnchors(page.layout, device)} device={device} /> : null}
      <RenderHero
        hero={heading ? { ...page.hero, heading } : page.hero}
        device={device}
        chrome={chrome}
        topSlot={topSlot}
        memo={`${device}:${route}:hero:${heading ?? ''}`}
      />
      {children}
      <CmsBlocks route={route} device={device} />
      {previewing ? (
        <>
          <PreviewBar route={route} />
          <LazyLivePreviewRefresh />
        </>
      ) : null}
    </>
  )
}
