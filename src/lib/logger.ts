import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino'
import pretty from 'pino-pretty'
import { withoutQueryParams } from '@/domain/log-scrub'
import { hasControlCharacter } from '@/domain/text'
import { env } from './env'
import { currentRequest } from './request-context'

/**
 * Monsoon's log: one JSON object per line (pino) for a log shipper to index; the same records
 * printed readably when they go to a terminal (LOG_FORMAT overrides either). Every line written
 * while a request is served carries its request id and, once known, who it is for.
 *
 * Never logged: passwords, tokens, cookies, authorization headers, email bodies. Callers pass no
 * such values, and `redact` blanks them should one slip into a context object.
 */
export const REDACTED_KEYS = [
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'secret',
  'html',
  'text',
  'body',
]

const shared = globalThis as typeof globalThis & { __monsoonLogger?: Logger }

function destination(): DestinationStream | undefined {
  const settings = env()
  // Pretty for a person, at a terminal (`npm start` or `npm run dev` by hand); JSON for a machine,
  // when the log goes to a pipe or a file (a collector, an orchestrator, a redirect), so the
  // launcher and the server it starts always write the same format.
  const format = settings.LOG_FORMAT ?? (process.stdout.isTTY === true ? 'pretty' : 'json')
  if (format === 'json') return undefined
  // In the main thread (no transport worker): Next's bundles cannot load pino's worker files.
  return pretty({ colorize: true, sync: true, ignore: 'pid,hostname,app', translateTime: 'SYS:HH:MM:ss' })
}

/** Error texts in a line (ours as `message`/`stack`, Payload's as `err`) lose a failed query's values. */
function scrubErrors(object: Record<string, unknown>): Record<string, unknown> {
  const scrub = (record: Record<string, unknown>) => {
    for (const key of ['message', 'stack', 'msg']) {
      if (typeof record[key] === 'string') record[key] = withoutQueryParams(record[key] as string)
    }
  }
  scrub(object)
  const { err } = object
  if (err instanceof Error) {
    object.err = { type: err.name, message: err.message, stack: err.stack }
    scrub(object.err as Record<string, unknown>)
  } else if (err && typeof err === 'object') {
    object.err = { ...(err as Record<string, unknown>) }
    scrub(object.err as Record<string, unknown>)
  }
  return object
}

function options(): LoggerOptions {
  return {
    level: env().LOG_LEVEL,
    base: { app: 'monsoon' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }), log: scrubErrors },
    redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
    mixin: () => {
      const request = currentRequest()
      if (!request) return {}
      return request.actor ? { requestId: request.requestId, actor: request.actor } : { requestId: request.requestId }
    },
  }
}

/**
 * The process's one pino logger (on globalThis: the HTTP front and Next's bundles each load this
 * module, and two loggers would interleave partial writes on the same stream). Payload logs
 * through a child of it (src/payload.config.ts).
 */
export function baseLogger(): Logger {
  shared.__monsoonLogger ??= pino(options(), destination())
  return shared.__monsoonLogger
}

/** Sends the log to `stream` from now on, in the production format: for tests that read what was logged. */
export function sendLogTo(stream: DestinationStream): void {
  shared.__monsoonLogger = pino(options(), stream)
}

/** A message is one line: control characters (a CR/LF copied from a request) are written escaped. */
const oneLine = (message: string) => (hasControlCharacter(message) ? JSON.stringify(message).slice(1, -1) : message)

type TLevel = 'debug' | 'info' | 'warn' | 'error'
const write = (level: TLevel) => (message: string, context?: Record<string, unknown>) => {
  const log = baseLogger()
  if (context) log[level](context, oneLine(message))
  else log[level](oneLine(message))
}

export const logger = {
  debug: write('debug'),
  info: write('info'),
  warn: write('warn'),
  error: write('error'),
  /** Whether a line at `level` would be written: work done only for a log line can be skipped. */
  isEnabled: (level: TLevel) => baseLogger().isLevelEnabled(level),
}
