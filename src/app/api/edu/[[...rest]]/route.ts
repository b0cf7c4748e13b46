import { unknownApiPath } from '@/server/api/handler'

/** Any path under this API that no route serves answers the catalogue's 404, not Payload's or Next's. */
export const { GET, POST, PUT, PATCH, DELETE } = unknownApiPath()
