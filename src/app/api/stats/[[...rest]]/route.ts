import { unknownApiPath } from '@/server/api/handler'

/** Any other path under /api/stats answers `{code, msg}` 404, not Payload's REST API. */
export const { GET, POST, PUT, PATCH, DELETE } = unknownApiPath()
