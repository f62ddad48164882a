import { Writable } from 'node:stream'
import { beforeEach, describe, expect, it } from 'vitest'
import { baseLogger, logger, sendLogTo } from './logger'
import { runInRequest } from './request-context'

const lines: Record<string, unknown>[] = []
beforeEach(() => {
  lines.length = 0
  sendLogTo(
    new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    }),
  )
})

describe('the log', () => {
  it('writes one JSON object a line, with the request’s id and actor while it is served', () => {
    runInRequest({ requestId: 'req-42', actor: 'staff:7' }, () => logger.info('Saved', { id: 'b-1' }))
    logger.warn('Outside any request')
    expect(lines).toMatchObject([
      { level: 'info', msg: 'Saved', id: 'b-1', requestId: 'req-42', actor: 'staff:7', app: 'monsoon' },
      { level: 'warn', msg: 'Outside any request' },
    ])
    expect(lines[1]).not.toHaveProperty('requestId')
    expect(typeof lines[0].time).toBe('string')
  })

  it('blanks credentials and bodies in context objects, and a failed query’s values in error texts', () => {
    logger.error('Sign-in failed', { email: 'anna@lotus.demo', password: 'hunter2', nested: { token: 'abc123' } })
    logger.error('Unhandled API error', {
      message:
        'Failed query: insert into "emails" ("to", "html") values ($1, $2)\nparams: anna@lotus.demo,<p>Dear Anna</p>',
    })
    // As Payload logs: an error object under `err`.
    baseLogger().error({ err: new Error('Failed query: select 1\nparams: s3cret-value') }, 'Payload error')
    const text = JSON.stringify(lines)
    for (const secret of ['hunter2', 'abc123', 'Dear Anna', 's3cret-value']) expect(text).not.toContain(secret)
    expect(lines[0]).toMatchObject({
      email: 'anna@lotus.demo',
      password: '[redacted]',
      nested: { token: '[redacted]' },
    })
    expect(String(lines[1].message)).toContain('params: [redacted]')
    expect(String((lines[2].err as { message: string }).message)).toBe('Failed query: select 1\nparams: [redacted]')
  })

  it('writes a message with a line break as one line', () => {
    logger.info('Rate limit reached for a\r\n{"level":"error"}')
    expect(lines).toHaveLength(1)
    expect(String(lines[0].msg)).not.toMatch(/[\r\n]/)
    expect(lines[0].level).toBe('info')
  })
})
