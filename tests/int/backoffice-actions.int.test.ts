import { createLocalReq, type Endpoint, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { bootTestPayload } from '../support/payload'

let payload: Payload
const staff: Record<'admin' | 'editor' | 'consultant', User> = {} as never
let nation: string
const ORIGIN = 'http://localhost:3000'

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field in the assertions
type TJson = any

/** Calls a collection's custom endpoint as Payload's REST handler does: a request with its user and route params. */
async function action(
  collection: 'agency-registrations' | 'emails',
  path: string,
  options: { user: User | null; id?: string; body?: string },
): Promise<{ status: number; body: TJson }> {
  const endpoint = (payload.collections[collection].config.endpoints as Endpoint[]).find((e) => e.path === path)
  if (!endpoint) throw new Error(`No endpoint ${path}`)
  const req = await createLocalReq(
    { user: options.user ? { ...options.user, collection: 'users' } : undefined },
    payload,
  )
  Object.assign(req, {
    routeParams: options.id === undefined ? {} : { id: options.id },
    text: async () => options.body ?? '{}',
    headers: new Headers({ origin: ORIGIN }),
  })
  const response = await endpoint.handler(req)
  return { status: response.status, body: await response.json() }
}

async function registration(email: string, status: 'pending' | 'approved' = 'approved') {
  const created = await payload.create({
    collection: 'agency-registrations',
    data: {
      firstName: 'Lena',
      lastName: 'Vos',
      email,
      agencyName: 'Tulip <Tours>',
      position: 'Owner',
      affiliateAgency: 'None',
      agencyType: 'Wholesale',
      stateProvince: 'Noord-Holland',
      city: 'Haarlem',
      agencyCountry: 'Netherlands',
      nations: [nation],
      status: 'pending',
    },
  })
  if (status === 'pending') return created
  return payload.update({
    collection: 'agency-registrations',
    id: created.id,
    data: { status: 'approved', onlineTariff: 'yes' },
    overrideAccess: false,
    user: { ...staff.consultant, collection: 'users' },
  })
}

const emailsTo = async (to: string) =>
  (await payload.find({ collection: 'emails', where: { to: { equals: to } }, sort: 'createdAt', depth: 0 })).docs

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
  nation = (await payload.create({ collection: 'nations', data: { fullName: 'Vietnam', code: 'vn' } })).id
  for (const role of ['admin', 'editor', 'consultant'] as const) {
    staff[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@actions.test`, password: 'password-123', roles: [role] },
    })
  }
})

describe('the registration screen’s link buttons (issue 20)', () => {
  it('emails the set-password link again with a new link; both links work until used', async () => {
    const approved = await registration('lena@tulip.test')
    const before = await emailsTo('lena@tulip.test')
    expect(before.map((email) => email.kind)).toEqual(['registration-approved'])
    const answer = await action('agency-registrations', '/:id/welcome-link', {
      user: staff.consultant,
      id: approved.id,
      body: '{"send":true}',
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data.agent).toMatchObject({ name: 'Lena Vos', email: 'lena@tulip.test', active: true })
    const after = await emailsTo('lena@tulip.test')
    expect(after).toHaveLength(2)
    expect(after[1].id).toBe(answer.body.data.emailId)
    expect(after[1].html).toContain(answer.body.data.link)
    expect(after[1].html).toContain('Tulip &lt;Tours&gt;')
    expect(answer.body.data.link).not.toBe(/href="([^"]+)"/.exec(before[0].html)?.[1])
    expect(await payload.count({ collection: 'agent-tokens', overrideAccess: true })).toMatchObject({ totalDocs: 2 })
  })

  it('copies a fresh link without emailing anyone', async () => {
    const approved = await registration('copy@tulip.test')
    const answer = await action('agency-registrations', '/:id/welcome-link', {
      user: staff.admin,
      id: approved.id,
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data.link).toMatch(/\/set-password\?token=[\w-]{30,}$/)
    expect(answer.body.data.emailId).toBeNull()
    expect(await emailsTo('copy@tulip.test')).toHaveLength(1)
  })

  it('refuses editors, pending registrations, disabled agents, unknown ids and bad bodies with a clear 4xx', async () => {
    const approved = await registration('refused@tulip.test')
    const pending = await registration('pending@tulip.test', 'pending')
    const call = (user: User | null, id: string, body?: string) =>
      action('agency-registrations', '/:id/welcome-link', { user, id, body })
    expect((await call(staff.editor, approved.id)).status).toBe(403)
    expect((await call(null, approved.id)).status).toBe(403)
    const notYet = await call(staff.consultant, pending.id)
    expect(notYet.status).toBe(409)
    expect(notYet.body.error.message).toMatch(/Only an approved registration/)
    expect((await call(staff.consultant, '0b0e6f8e-2d1a-4c3e-9f00-1a2b3c4d5e6f')).status).toBe(404)
    expect((await call(staff.consultant, 'not-an-id\u0000')).status).toBe(404)
    expect((await call(staff.consultant, approved.id, '{"send":')).status).toBe(400)
    expect((await call(staff.consultant, approved.id, '[1]')).status).toBe(400)
    expect((await call(staff.consultant, approved.id, `{"x":"${'a'.repeat(70_000)}"}`)).status).toBe(413)
    const agent = (await payload.find({ collection: 'agents', where: { email: { equals: 'refused@tulip.test' } } }))
      .docs[0]
    await payload.update({ collection: 'agents', id: agent.id, data: { active: false } })
    const disabled = await call(staff.consultant, approved.id, '{"send":true}')
    expect(disabled.status).toBe(409)
    expect(disabled.body.error.message).toMatch(/disabled/)
    expect(await emailsTo('refused@tulip.test')).toHaveLength(1)
  })
})

describe('the outbox’s buttons (issue 20)', () => {
  it('sends a sent email again as a new pending copy; the original stays as it was', async () => {
    await registration('resend@tulip.test')
    const [original] = await emailsTo('resend@tulip.test')
    await payload.update({ collection: 'emails', id: original.id, data: { status: 'sent' } })
    const waiting = await action('emails', '/:id/resend', { user: staff.consultant, id: original.id })
    expect(waiting.status).toBe(200)
    const [, copy] = await emailsTo('resend@tulip.test')
    expect(copy.id).toBe(waiting.body.data.id)
    expect(copy).toMatchObject({ status: 'pending', attempts: 0, subject: original.subject, html: original.html })
    expect((await payload.findByID({ collection: 'emails', id: original.id })).status).toBe('sent')
    // The copy has not gone out yet: nothing to send again.
    expect((await action('emails', '/:id/resend', { user: staff.consultant, id: copy.id })).status).toBe(409)
    expect((await action('emails', '/:id/resend', { user: staff.editor, id: original.id })).status).toBe(403)
  })

  it('writes a test email to the staff member who asks', async () => {
    const answer = await action('emails', '/send-test', { user: staff.admin })
    expect(answer.status).toBe(200)
    expect(answer.body.data.to).toBe('admin@actions.test')
    const [email] = await emailsTo('admin@actions.test')
    expect(email).toMatchObject({ subject: 'Monsoon test email', kind: 'test', status: 'pending' })
    expect(email.html).toContain('SMTP_URL is not set')
  })
})
