import { z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { ZodError } from 'zod'
import { ERROR_STATUS, type TErrorCode, type TFieldError } from '@/lib/errors'

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

export type TErrorBody = z.infer<typeof ZError>

export function errorBody(code: TErrorCode, message: string, fields?: TFieldError[]): TErrorBody {
  return { error: { code, message, ...(fields?.length ? { fields } : {}) } }
}

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
 * Responds with `{ data }` after checking it against the response schema, so the contract in the
 * OpenAPI document is the one the server keeps. A mismatch is a server bug and becomes a 500.
 */
export function respond<T extends z.ZodType>(c: Context, schema: T, data: z.input<T>) {
  return c.json({ data: schema.parse(data) as z.output<T> }, 200)
}
