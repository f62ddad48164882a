import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverDueEmails, enqueueEmail, smtpTransport } from '@/server/outbox/outbox'
import { makePendingEmailsDue } from '../support/outbox'
import { bootTestPayload } from '../support/payload'
import { startSmtpPeer } from '../support/smtp-peer'

let payload: Payload
let peer: Awaited<ReturnType<typeof startSmtpPeer>>

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
  peer = await startSmtpPeer()
})
afterAll(async () => {
  await peer.close()
})

const email = (n: number) => ({
  to: `agent${n}@agency.test`,
  subject: `Subject ${n}`,
  html: `<p>Hello ${n}</p>`,
  text: `Hello ${n}`,
  kind: 'test',
})

/** Makes every pending email due now, as time passing would. */
describe('email outbox', () => {
  it('delivers each email once, then has nothing left to send', async () => {
    for (const n of [1, 2, 3]) await enqueueEmail(payload, email(n))
    const transport = smtpTransport(peer.url)
    expect(await deliverDueEmails(payload, transport, { from: 'Monsoon <noreply@monsoon.test>' })).toEqual({
      sent: 3,
      retried: 0,
    })
    expect(await deliverDueEmails(payload, transport, { from: 'noreply@monsoon.test' })).toEqual({
      sent: 0,
      retried: 0,
    })
    expect(peer.received.map((m) => [m.to, m.subject, m.text.trim()]).sort()).toEqual([
      ['agent1@agency.test', 'Subject 1', 'Hello 1'],
      ['agent2@agency.test', 'Subject 2', 'Hello 2'],
      ['agent3@agency.test', 'Subject 3', 'Hello 3'],
    ])
    const { docs } = await payload.find({
      collection: 'emails',
      where: { kind: { equals: 'test' } },
      sort: 'createdAt',
    })
    expect(docs.map((doc) => [doc.status, doc.attempts, Boolean(doc.sentAt)])).toEqual([
      ['sent', 1, true],
      ['sent', 1, true],
      ['sent', 1, true],
    ])
  })

  it('retries with backoff when the peer drops the connection mid-message, and delivers once when it recovers', async () => {
    peer.received.length = 0
    await enqueueEmail(payload, email(4))
    await enqueueEmail(payload, email(5))
    peer.dropNext(1)
    const transport = smtpTransport(peer.url)
    const first = await deliverDueEmails(payload, transport, { from: 'noreply@monsoon.test' })
    expect(first).toEqual({ sent: 1, retried: 1 })
    const waiting = await payload.find({ collection: 'emails', where: { status: { equals: 'pending' } } })
    expect(waiting.docs).toHaveLength(1)
    expect(waiting.docs[0].attempts).toBe(1)
    expect(waiting.docs[0].lastError).toBeTruthy()
    expect(new Date(waiting.docs[0].nextAttemptAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 20_000)

    // Not due yet: nothing happens.
    expect(await deliverDueEmails(payload, transport, { from: 'noreply@monsoon.test' })).toEqual({
      sent: 0,
      retried: 0,
    })
    await makePendingEmailsDue(payload)
    expect(await deliverDueEmails(payload, transport, { from: 'noreply@monsoon.test' })).toEqual({
      sent: 1,
      retried: 0,
    })
    expect(peer.received.map((m) => m.to).sort()).toEqual(['agent4@agency.test', 'agent5@agency.test'])
  })

  it('gives up after the last attempt; staff resend it and it goes out once', async () => {
    peer.received.length = 0
    const queued = await enqueueEmail(payload, email(6))
    peer.dropNext(99)
    const transport = smtpTransport(peer.url)
    for (let attempt = 0; attempt < 6; attempt++) {
      await makePendingEmailsDue(payload)
      await deliverDueEmails(payload, transport, { from: 'noreply@monsoon.test' })
    }
    const failed = await payload.findByID({ collection: 'emails', id: queued.id })
    expect([failed.status, failed.attempts]).toEqual(['failed', 6])

    peer.dropNext(0)
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'ops@monsoon.test', password: 'password-123', roles: ['admin'] },
    })
    await payload.update({
      collection: 'emails',
      id: queued.id,
      data: { status: 'pending', subject: 'tampered' },
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
    })
    expect(await deliverDueEmails(payload, transport, { from: 'noreply@monsoon.test' })).toEqual({
      sent: 1,
      retried: 0,
    })
    expect(peer.received.map((m) => m.subject)).toEqual(['Subject 6'])
  })

  it('an email written in a transaction that rolls back is never sent', async () => {
    const req = { transactionID: await payload.db.beginTransaction() } as never
    await enqueueEmail(payload, email(7), req)
    await payload.db.rollbackTransaction((req as { transactionID: string }).transactionID)
    const { totalDocs } = await payload.count({ collection: 'emails', where: { to: { equals: 'agent7@agency.test' } } })
    expect(totalDocs).toBe(0)
  })
})

describe("Payload's own emails", () => {
  it("a staff member's forgotten-password email lands in the outbox", async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'forgetful@monsoon.test', password: 'password-123', roles: ['editor'] },
    })
    await payload.forgotPassword({ collection: 'users', data: { email: 'forgetful@monsoon.test' } })
    const { docs } = await payload.find({ collection: 'emails', where: { to: { equals: 'forgetful@monsoon.test' } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ kind: 'cms', status: 'pending' })
    expect(docs[0].html).toMatch(/reset-password|reset/i)
    expect(docs[0].text.length).toBeGreaterThan(0)
  })
})
