import { describe, expect, it } from 'vitest'
import { BoundedClient, isDatabaseUnavailable, poolSettings } from './database-waits'

describe('poolSettings', () => {
  it('bounds the wait for a connection and for each statement, and the app gives up shortly after PostgreSQL', () => {
    const settings = poolSettings({
      DATABASE_URL: 'postgres://db/monsoon',
      DATABASE_STATEMENT_TIMEOUT_SECONDS: 10,
      DATABASE_ACQUIRE_TIMEOUT_SECONDS: 4,
    })
    expect(settings).toMatchObject({
      Client: BoundedClient,
      connectionString: 'postgres://db/monsoon',
      connectionTimeoutMillis: 4_000,
      statement_timeout: 10_000,
      query_timeout: 12_000,
      idle_in_transaction_session_timeout: 30_000,
    })
  })
})

describe('isDatabaseUnavailable', () => {
  const pgError = (code: string, message = 'server said no') => Object.assign(new Error(message), { code })

  it.each([
    ['a statement cancelled by its timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['the server shutting down', pgError('57P01', 'terminating connection due to administrator command')],
    ['too many connections', pgError('53300', 'sorry, too many clients already')],
    ['a lost connection', pgError('08006', 'connection failure')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['no answer in time', new Error('Query read timeout')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a transaction Payload could not begin', new Error('Error: cannot begin transaction: Failed query: begin')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('looks through the errors Drizzle and Payload wrap around the driver’s', () => {
    const driver = new Error('Query read timeout')
    const drizzle = new Error('Failed query: select 1', { cause: driver })
    expect(isDatabaseUnavailable(new Error('Payload could not read', { cause: drizzle }))).toBe(true)
  })

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (a bug)', pgError('42601', 'syntax error at or near "selct"')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something thrown that is not an error', 'Query read timeout'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  it('ends on an error that is its own cause', () => {
    const looping = new Error('loop') as Error & { cause?: unknown }
    looping.cause = looping
    expect(isDatabaseUnavailable(looping)).toBe(false)
  })
})
