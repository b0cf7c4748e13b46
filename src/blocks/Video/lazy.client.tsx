'use client'

import dynamic from 'next/dynamic'

/**
 * The video player in a chunk of its own (see src/components/page/lazy.client.tsx): a page downloads it only
 * when it renders a video block. It still renders on the server.
 */
export const LazyVideoPlayer = dynamic(() =>
  import('./Component.client').then((module) => module.VideoPlayer),
)
