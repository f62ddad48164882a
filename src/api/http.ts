import { z } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import type { ZodError } from 'zod'
import { unstorableTextAt } from '@/domain/text'
import { env } from '@/lib/env'
import { ERROR_STATUS, errorBody, type TErrorCode, type TFieldError } from '@/lib/errors'

/** Every success body is `{ data }`: the spec's callers read a `data` field (§7). */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema })

export const ZError = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]]),
      message: z.string(),
      fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    }),
  })
  .openapi('Error')

export { errorBody }

export function fieldsOf(error: ZodError): TFieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(body)',
    message: issue.message,
  }))
}

export function badRequest(c: Context, error: ZodError) {
  const fields = fieldsOf(error)
  return c.json(errorBody('BAD_REQUEST', `Invalid request: ${fields.map((f) => f.field).join(', ')}`, fields), 400)
}

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})

/** The error responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: jsonContent(ZError, 'The request is malformed; `fields` names each bad field'),
  500: jsonContent(ZError, 'Unexpected server error (no details leave the server)'),
  503: jsonContent(ZError, 'The service is temporarily unavailable'),
} as const

/**
 * The paths of fields a service returned that the response schema dropped (zod strips keys it does
 * not know). Outside production `respond` refuses them, so a field added to a service but not to
 * its schema fails the tests instead of silently vanishing from the answer.
 */
export function droppedFields(sent: unknown, kept: unknown, path = 'data'): string[] {
  if (Array.isArray(sent) && Array.isArray(kept))
    return sent.flatMap((item, index) => droppedFields(item, kept[index], `${path}[${index}]`))
  if (!isPlainObject(sent) || !isPlainObject(kept)) return []
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return []
    if (!(key in kept)) return [`${path}.${key}`]
    return droppedFields(value, kept[key], `${path}.${key}`)
  })
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/**
 * Responds with `{ data }` after checking it against the response schema, so the contract in the
 * OpenAPI document is the one the server keeps. A mismatch is a server bug and becomes a 500.
 */
export function respond<T extends z.ZodType>(c: Context, schema: T, data: z.input<T>) {
  const parsed = schema.parse(data) as z.output<T>
  if (env().NODE_ENV !== 'production') {
    const dropped = droppedFields(data, parsed)
    if (dropped.length) throw new Error(`Fields missing from the response schema: ${dropped.join(', ')}`)
  }
  return c.json({ data: parsed }, 200)
}

const JSON_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses, with a 400 naming the field, text PostgreSQL cannot store (a NUL character) in the query
 * or the JSON body, and bodies nested deeper than any call takes, before any schema or service sees
 * them. One check for every call, so no text field can be the one that was forgotten.
 */
export const refuseUnstorableInput: MiddlewareHandler = async (c, next) => {
  const query = new URL(c.req.url).searchParams
  for (const [name, value] of query) {
    const problem = unstorableTextAt(name) ?? unstorableTextAt(value)
    if (problem)
      return c.json(errorBody('BAD_REQUEST', problem.message, [{ field: name, message: problem.message }]), 400)
  }
  if (JSON_METHODS.has(c.req.method) && /json/i.test(c.req.header('content-type') ?? '')) {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      // Not JSON: the route's own validation answers 400 for it.
      return next()
    }
    const problem = unstorableTextAt(body)
    if (problem)
      return c.json(
        errorBody('BAD_REQUEST', problem.message, [{ field: problem.path || '(body)', message: problem.message }]),
        400,
      )
  }
  return next()
}
