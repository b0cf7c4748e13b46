import type { NewsTypeSlug } from '@/content/news-types'

/** The mobile list of a type, or of all types. */
export function mobileNewsListPath(type: NewsTypeSlug | null) {
  return type ? `/mobile/news/${type}` : '/mobile/news'
}

/** The mobile card-style article page. */
export function mobileArticlePath(id: number) {
  return `/mobile/news/carddetail?id=${id}`
}
