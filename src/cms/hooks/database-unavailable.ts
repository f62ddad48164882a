import type { AfterErrorHook } from 'payload'
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '@/lib/database-waits'

/**
 * The back office's REST calls (/cms-api) when the database does not answer in time (ADR 071): a
 * 503 with Retry-After, as the agents' API answers, instead of Payload's "Something went wrong"
 * 500. Staff read English.
 */
export const databaseUnavailable: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  req.responseHeaders = new Headers({ 'Retry-After': String(DATABASE_RETRY_AFTER_S) })
  return {
    status: 503,
    response: { errors: [{ message: 'The database is not answering right now. Please try again in a few seconds.' }] },
  }
}
