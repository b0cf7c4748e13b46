import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guarded } from '@/server/payload-rest-guard'

// Payload's REST API, behind checks that turn hostile ids, missing files and broken multipart bodies into
// 404/400 instead of Payload's 500 (src/server/payload-rest-guard.ts).
export const GET = guarded(config, REST_GET(config))
export const POST = guarded(config, REST_POST(config))
export const DELETE = guarded(config, REST_DELETE(config))
export const PATCH = guarded(config, REST_PATCH(config))
export const PUT = guarded(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
