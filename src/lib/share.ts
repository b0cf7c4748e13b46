/** Where a shared link was passed on; the `share` query parameter tells visits from each channel apart. */
export type ShareSource = 'wechat' | 'weibo' | 'link'

/** `url` with `share={source}` set (any earlier share marker replaced). */
export function withShareSource(url: string, source: ShareSource): string {
  const marked = new URL(url)
  marked.searchParams.set('share', source)
  return marked.toString()
}

/** Weibo's share page for an article, pre-filled with its URL (marked as shared on Weibo) and title. */
export function weiboShareHref(url: string, title: string): string {
  const params = new URLSearchParams({ url: withShareSource(url, 'weibo'), title })
  return `https://service.weibo.com/share/share.php?${params.toString()}`
}
