import { otherMethods } from '@/server/api/handler'
import { handlePageViewBeacon } from '@/server/page-views/endpoint'

/** POST /api/stats/view: the page-view beacon (src/server/page-views). */
export const POST = handlePageViewBeacon

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
