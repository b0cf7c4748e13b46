/** The kinds of news, defined once: slugs appear in URLs and the admin, labels on tabs. */
export const newsTypes = [
  { slug: 'company', label: '公司动态' },
  { slug: 'industry', label: '行业资讯' },
  { slug: 'competition', label: '赛事动态' },
  { slug: 'training', label: '师培动态' },
] as const

export type NewsTypeSlug = (typeof newsTypes)[number]['slug']

export function findNewsType(slug: string | null | undefined) {
  return newsTypes.find((type) => type.slug === slug)
}

/** Articles per page on the list pages and the API's default; the API caps what a client asks for. */
export const NEWS_PAGE_SIZE = 10
export const NEWS_PAGE_SIZE_MAX = 50

/** How many of the newest articles (desktop page and phone card) are rendered at build time; others on first visit. */
export const PRERENDERED_ARTICLES = 20

/** Seconds after which cached news and banners are read again even without a revalidation (scheduled items). */
export const NEWS_REVALIDATE_SECONDS = 60

/** The article's canonical path: `/news/detail/{type}/{id}`. */
export function articlePath(article: { id: number | string; type: string }) {
  return `/news/detail/${article.type}/${article.id}`
}
