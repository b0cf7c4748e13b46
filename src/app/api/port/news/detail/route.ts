import { NEWS_NOT_FOUND, parseNewsId } from '@/lib/news-query'
import { apiRoute, otherMethods } from '@/server/api/handler'
import { ApiError, ok } from '@/server/api/respond'
import { queryArticle } from '@/server/news'

/** GET /api/port/news/detail?id=: a published article with its previous and next. */
export const GET = apiRoute(async ({ request, payload }) => {
  const id = parseNewsId(new URL(request.url).searchParams.get('id'))
  if (!id.ok) throw new ApiError(400, 400, id.message)
  const article = await queryArticle(payload, id.value)
  if (!article) throw new ApiError(NEWS_NOT_FOUND.status, NEWS_NOT_FOUND.code, NEWS_NOT_FOUND.msg)
  return ok(article)
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
