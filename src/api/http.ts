import { z } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import type { ZodError, z as zod } from 'zod'
import { UUID } from '@/domain/ids'
import { MAX_INPUT_DEPTH as MAX_DEPTH, type TUnstorable, unstorableTextAt } from '@/domain/text'
import { env } from '@/lib/env'
import {
  AppError,
  ERROR_STATUS,
  errorBody,
  type TErrorCode,
  type TErrorKey,
  type TErrorWords,
  type TFieldProblem,
} from '@/lib/errors'
import en from '@/messages/en.json'

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

/**
 * The `ApiErrors` messages that name no value, by their English: a schema's own message
 * (`.min(1, 'Tour name is missing')`) that the catalogue holds is said in the request's language.
 */
const KEY_OF_ENGLISH = new Map(
  Object.entries(en.ApiErrors)
    .filter(([, text]) => !text.includes('{'))
    .map(([key, text]) => [text, key as TErrorKey]),
)

/**
 * What a schema's refusal says, as words of the `ApiErrors` namespace: the schema's own message
 * when the catalogue has it, else zod's kind of refusal ("required", "too long"…). Undefined for a
 * refusal of its own the catalogue does not hold, which keeps its English.
 */
export function issueWords(issue: zod.core.$ZodIssue): TErrorWords | undefined {
  const given = issue.code === 'custom' ? (issue.params?.words as TErrorWords | undefined) : undefined
  if (given && given.key in en.ApiErrors) return given
  const known = KEY_OF_ENGLISH.get(issue.message)
  if (known) return { key: known }
  switch (issue.code) {
    case 'invalid_type':
      return { key: /received undefined$/.test(issue.message) ? 'fieldRequired' : 'fieldWrongType' }
    case 'too_big': {
      const max = Number(issue.maximum)
      if (issue.origin === 'string') return { key: 'fieldTooLong', values: { max } }
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'fieldTooMany', values: { max } }
      return { key: 'fieldTooHigh', values: { max } }
    }
    case 'too_small': {
      const min = Number(issue.minimum)
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'fieldRequired' } : { key: 'fieldTooShort', values: { min } }
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'fieldTooFew', values: { min } }
      return { key: 'fieldTooLow', values: { min } }
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'fieldEmail' }
      if (issue.format === 'uuid' || (issue.format === 'regex' && issue.pattern === String(UUID)))
        return { key: 'fieldId' }
      if (/date|time/.test(issue.format)) return { key: 'fieldDate' }
      return { key: 'fieldFormat' }
    case 'invalid_value':
      return { key: 'fieldChoice', values: { choices: issue.values.map(String).join(', ') } }
    case 'unrecognized_keys':
      return { key: 'fieldUnknown', values: { names: issue.keys.join(', ') } }
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return { key: 'fieldInvalid' }
    default:
      return undefined
  }
}

export function fieldsOf(error: ZodError): TFieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(body)',
    message: issue.message,
    words: issueWords(issue),
  }))
}

/** A request its schema refused: 400 naming each field, in the request's language (the API's error handler). */
export function invalidRequest(error: ZodError): AppError {
  const fields = fieldsOf(error)
  return new AppError(
    'BAD_REQUEST',
    { key: 'invalidRequest', values: { fields: fields.map((f) => f.field).join(', ') } },
    { fields },
  )
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
    if (problem) throw unstorable({ ...problem, path: name })
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
    if (problem) throw unstorable(problem)
  }
  return next()
}

function unstorable(problem: TUnstorable): AppError {
  const field = problem.path || '(body)'
  const words: TErrorWords =
    problem.why === 'too-deep'
      ? { key: 'tooDeep', values: { depth: MAX_DEPTH } }
      : problem.why === 'nul-in-name'
        ? { key: 'nameHasNul' }
        : problem.path
          ? { key: 'fieldHasNul', values: { field } }
          : { key: 'textHasNul' }
  return new AppError('BAD_REQUEST', words, { fields: [{ field, words }] })
}
