import { hasControlCharacter } from '@/domain/text'
import { env } from './env'

type TLevel = 'debug' | 'info' | 'warn' | 'error'
const ORDER: Record<TLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 }

function threshold(): number {
  return ORDER[env().LOG_LEVEL]
}

/** One event, one line: control characters in a message (a CR/LF from a request) are written escaped. */
const oneLine = (message: string) => (hasControlCharacter(message) ? JSON.stringify(message).slice(1, -1) : message)

function write(level: TLevel, message: string, context?: Record<string, unknown>) {
  if (ORDER[level] < threshold()) return
  const line = context ? `${oneLine(message)} ${JSON.stringify(context)}` : oneLine(message)
  const out = level === 'error' || level === 'warn' ? console.error : console.log
  out(`[monsoon] ${level}: ${line}`)
}

/** A small structured logger; Payload keeps its own pino logger for CMS internals. */
export const logger = {
  debug: (message: string, context?: Record<string, unknown>) => write('debug', message, context),
  info: (message: string, context?: Record<string, unknown>) => write('info', message, context),
  warn: (message: string, context?: Record<string, unknown>) => write('warn', message, context),
  error: (message: string, context?: Record<string, unknown>) => write('error', message, context),
}
