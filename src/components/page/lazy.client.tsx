'use client'

import dynamic from 'next/dynamic'

/**
 * The moving parts of a CMS page's frame, each in a chunk of its own. Server components import their client
 * parts into every page that could render them; loading them through `dynamic` here means a page downloads a
 * part only when it renders it. They still render on the server, so nothing shifts when they hydrate. (The
 * blocks' parts have their own such modules, e.g. src/blocks/Video/lazy.client.tsx, so a route that renders
 * only blocks, like an article, does not carry these; the lead form waits longer still:
 * src/components/leads/LazyLeadForm.client.tsx.)
 */
export const LazyTopicNav = dynamic(() =>
  import('@/components/topic/TopicNav.client').then((module) => module.TopicNav),
)

export const LazyLivePreviewRefresh = dynamic(() =>
  import('./LivePreviewRefresh.client').then((module) => module.LivePreviewRefresh),
)
