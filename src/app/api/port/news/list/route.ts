import { parseNewsListQuery } from '@/lib/news-query'
import { apiRoute, otherMethods } from '@/server/api/handler'
import { ApiError, ok } from '@/server/api/respond'
import { queryNewsList } from '@/server/news'

/** GET /api/port/news/list?type=&page=&pageSize=: one page of published articles, newest first. */
export const GET = apiRoute(async ({ request, payload }) => {
  const search = new URL(request.url).searchParams
  const query = parseNewsListQuery({
    type: search.get('type'),
    page: search.get('page'),
    pageSize: search.get('pageSize'),
  })
  if (!query.ok) throw new ApiError(400, 400, query.message)
  const { list, total, page, pageSize } = await queryNewsList(payload, query.value)
  return ok({ list, total, page, pageSize })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
