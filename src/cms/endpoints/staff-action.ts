import type { Endpoint, PayloadRequest } from 'payload'
import { hasRole } from '@/cms/access'
import { UUID } from '@/domain/ids'
import type { TStaffRole } from '@/domain/staff-roles'
import { AppError, errorBody, isAppError } from '@/lib/errors'
import { logger } from '@/lib/logger'

/**
 * A back-office action as a POST on a collection (`/cms-api/{collection}/{path}`), for the buttons
 * of issue 20: only staff with one of `roles`, a JSON body of at most a few fields, the API's error
 * shape (ADR 004) for every refusal, and the work itself in src/server (imported lazily by `run`,
 * as Payload's CLI loads this config where `server-only` throws, ADR 019).
 */
export function staffAction(
  path: string,
  /**
   * The roles that may, or the question a staff member's rights answer (the finance rights, ADR 068)
   * and the largest body: a rooming list of 60 travellers is the largest a button sends (issue 56),
   * a bank statement's file more.
   */
  who: readonly TStaffRole[] | { may: (req: PayloadRequest) => boolean; maxBytes: number },
  run: (req: PayloadRequest, body: Record<string, unknown>) => Promise<unknown>,
): Endpoint {
  const may = 'may' in who ? who.may : (req: PayloadRequest) => hasRole(req, ...who)
  const maxBytes = 'maxBytes' in who ? who.maxBytes : 65_536
  return {
    path,
    method: 'post',
    handler: async (req) => {
      if (!may(req))
        return Response.json(errorBody('FORBIDDEN', 'Your back-office role cannot do this.'), { status: 403 })
      let body: unknown = {}
      const text = (await req.text?.()) ?? ''
      if (text.length > maxBytes)
        return Response.json(errorBody('PAYLOAD_TOO_LARGE', 'The request is too large.'), {
          status: 413,
          headers: { Connection: 'close' },
        })
      try {
        body = text ? JSON.parse(text) : {}
      } catch {
        return Response.json(errorBody('BAD_REQUEST', 'The request body is not valid JSON.'), { status: 400 })
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return Response.json(errorBody('BAD_REQUEST', 'The request body must be a JSON object.'), { status: 400 })
      try {
        return Response.json({ data: await run(req, body as Record<string, unknown>) })
      } catch (error) {
        if (isAppError(error))
          return Response.json(errorBody(error.code, error.message, error.fields), { status: error.status })
        logger.error('A back-office action failed', { path, message: String(error) })
        return Response.json(errorBody('INTERNAL', 'Something went wrong. Please try again.'), { status: 500 })
      }
    },
  }
}

/** The `:id` of the address, checked to be a UUID (ids are UUIDs, ADR 002). */
export function routeId(req: PayloadRequest): string {
  const id = String(req.routeParams?.id ?? '')
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'No such document')
  return id
}
