/* Payload's REST API, moved from /api to /cms-api (ADR 002), behind the staff gate (ADR 016). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardStaffRest } from '@/server/auth/staff-gate'

export const GET = guardStaffRest(REST_GET(config))
export const POST = guardStaffRest(REST_POST(config))
export const DELETE = guardStaffRest(REST_DELETE(config))
export const PATCH = guardStaffRest(REST_PATCH(config))
export const PUT = guardStaffRest(REST_PUT(config))
export const OPTIONS = guardStaffRest(REST_OPTIONS(config))
