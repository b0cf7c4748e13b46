/** Cache tags shared by readers and the hooks that revalidate them. */
export const SITE_SETTINGS_TAG = 'site-settings'

/** Every list of articles: the news pages, the home's latest news, the sitemap and the RSS feed. */
export const NEWS_LIST_TAG = 'news-list'

/** One article's page (and the pages that link to it as previous or next). */
export const newsArticleTag = (id: number | string) => `news:${id}`

/** The banners of one slot. */
export const bannerSlotTag = (type: string, pcFlag: string, location: string) =>
  `banners:${type}:${pcFlag}:${location}`

/** One page document (by its path): the routes it serves. */
export const pageTag = (path: string) => `page:${path}`

/** The sitemap's list of pages. */
export const SITEMAP_TAG = 'sitemap'
