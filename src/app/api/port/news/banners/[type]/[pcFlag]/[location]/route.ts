import { parseBannerDevice, parseBannerLocation, parseBannerType } from '@/content/banner-slots'
import { apiRoute, otherMethods } from '@/server/api/handler'
import { ApiError, ok } from '@/server/api/respond'
import { queryBanners } from '@/server/news'

type Params = { params: Promise<{ type: string; pcFlag: string; location: string }> }

/** GET /api/port/news/banners/{type}/{pcFlag}/{location}: the slot's active banners, lowest sort first. */
export function GET(request: Request, { params }: Params) {
  return apiRoute(async ({ payload }) => {
    const raw = await params
    const type = parseBannerType(raw.type)
    const pcFlag = parseBannerDevice(raw.pcFlag)
    const location = parseBannerLocation(raw.location)
    if (!type) throw new ApiError(400, 400, '横幅页面类型不存在')
    if (!pcFlag) throw new ApiError(400, 400, '设备类型须为 pc、mobile、1 或 0')
    if (!location) throw new ApiError(400, 400, '横幅位置不存在')
    return ok(await queryBanners(payload, type, pcFlag, location))
  })(request)
}

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
