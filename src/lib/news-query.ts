import { findNewsType, NEWS_PAGE_SIZE, NEWS_PAGE_SIZE_MAX, type NewsTypeSlug } from '@/content/news-types'

export interface NewsListQuery {
  type: NewsTypeSlug | null
  page: number
  pageSize: number
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

type Raw = string | string[] | null | undefined

const first = (value: Raw) => (Array.isArray(value) ? value[0] : value) ?? ''

/** A positive whole number written plainly (no sign, no exponent, no leading zeros), within safe range. */
function positiveInt(text: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(text)) return null
  return Number(text)
}

/**
 * `type`, `page` and `pageSize` of a news list request. Missing values take their defaults; a pageSize above
 * the maximum is capped; anything else malformed is refused with a Chinese message.
 */
export function parseNewsListQuery(input: { type?: Raw; page?: Raw; pageSize?: Raw }): Parsed<NewsListQuery> {
  const typeText = first(input.type).trim()
  const pageText = first(input.page).trim()
  const sizeText = first(input.pageSize).trim()
  const type = typeText ? findNewsType(typeText) : undefined
  if (typeText && !type) return { ok: false, message: '资讯类别不存在' }
  const page = pageText ? positiveInt(pageText) : 1
  if (page === null) return { ok: false, message: '页码须为正整数' }
  const size = sizeText ? positiveInt(sizeText) : NEWS_PAGE_SIZE
  if (size === null) return { ok: false, message: '每页条数须为正整数' }
  return { ok: true, value: { type: type?.slug ?? null, page, pageSize: Math.min(size, NEWS_PAGE_SIZE_MAX) } }
}

/** An article id: a positive whole number. */
export function parseNewsId(input: Raw): Parsed<number> {
  const text = first(input).trim()
  if (!text) return { ok: false, message: '缺少资讯编号' }
  const id = positiveInt(text)
  return id === null ? { ok: false, message: '资讯编号无效' } : { ok: true, value: id }
}

/** The list page's own URL for a type and page: page 1 has no page parameter (one canonical URL). */
export function newsListHref(base: string, type: string | null, page = 1) {
  const params = new URLSearchParams()
  if (type) params.set('type', type)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${base}?${query}` : base
}

/** Answer for an article that does not exist, is a draft or is scheduled for later: the same for all three. */
export const NEWS_NOT_FOUND = { status: 404, code: 404, msg: '资讯不存在或已下线' } as const
