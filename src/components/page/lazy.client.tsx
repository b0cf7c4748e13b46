'use client'

import dynamic from 'next/dynamic'

/**
 * The moving parts of CMS pages, each in a chunk of its own. Server components import their client parts
 * into every page that could render them; loading them through `dynamic` here means a page downloads a part
 * only when it renders it. They still render on the server, so nothing shifts when they hydrate. (The lead
 * form waits longer still: src/components/leads/LazyLeadForm.client.tsx.)
 */
export const LazyVideoPlayer = dynamic(() =>
  import('@/blocks/Video/Component.client').then((module) => module.VideoPlayer),
)

export const LazyTopicNav = dynamic(() =>
  import('@/components/topic/TopicNav.client').then((module) => module.TopicNav),
)

export const LazyLivePreviewRefresh = dynamic(() =>
  import('./LivePreviewRefresh.client').then((module) => module.LivePreviewRefresh),
)
