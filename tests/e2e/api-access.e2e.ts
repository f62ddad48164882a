import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import { axeBuilder } from './axe'
import { openPage, signInAgent } from './helpers'

const ANNA = 'anna@lotus-travel.demo'
const JONAS = 'jonas@lotus-travel.demo'
const PAGE = '/marketplace/b2b-agent-vault/api-access'
const PROFILE = '/b2badminapi/api/ManagerUser/crmInfoclient'

/**
 * Monsoon Connect in the vault (issue 24): the agency's admin makes an API key, sees it once, her
 * system calls the API with it until she revokes it; she registers a webhook endpoint and Monsoon
 * calls it, signed with the secret she was shown. Another agent of the agency is told who can.
 */
test('the agency’s admin makes an API key, sees it once, calls the API with it, then revokes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAgent(page, ANNA)
  await openPage(page, '/marketplace/b2b-agent-vault')
  await page.getByRole('link', { name: 'API access' }).click()
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`))
  await expect(page).toHaveTitle('API access | Monsoon')
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/b2badminapi/docs')
  const keys = page.getByTestId('api-keys')
  await expect(keys.getByText('No API keys yet.')).toBeVisible()

  await keys.getByRole('button', { name: 'New key' }).click()
  const dialog = page.getByTestId('new-key-dialog')
  await expect(dialog.getByLabel('Key name')).toBeFocused()
  await dialog.getByRole('button', { name: 'Make key' }).click()
  await expect(dialog.getByLabel('Key name')).toHaveAccessibleDescription(
    'Give the key a name, such as the system that will use it',
  )
  const name = `Booking engine ${Date.now()}`
  await dialog.getByLabel('Key name').fill(name)
  await dialog.getByRole('button', { name: 'Make key' }).click()
  await expect(dialog.getByText('Copy it now: it will not be shown again.')).toBeVisible()
  const key = ((await dialog.getByTestId('new-key-value').textContent()) ?? '').trim()
  expect(key).toMatch(/^msk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/)
  const origin = new URL(page.url()).origin
  await expect(dialog.getByTestId('new-key-curl')).toHaveText(
    `curl -H "Authorization: Bearer ${key}" \\\n  ${origin}${PROFILE}`,
  )
  await dialog.getByRole('button', { name: 'Copy key' }).click()
  await expect(dialog.getByRole('status').first()).toHaveText('Key copied to the clipboard.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
  await dialog.getByRole('button', { name: 'I have copied it' }).click()
  await expect(dialog).toBeHidden()
  await expect(keys.getByRole('button', { name: 'New key' })).toBeFocused()

  const row = keys.getByTestId('api-key').filter({ hasText: name })
  await expect(row).toContainText(`${key.slice(0, 12)}…`)
  await expect(row).toContainText('Made by Anna Schmidt')
  await expect(row).toContainText('Never used')
  // Shown once: nothing on the page holds the key any more, even after a reload.
  await page.reload()
  await expect(row).toBeVisible()
  expect(await page.content()).not.toContain(key.slice(13))

  // Her agency's system, outside any browser session, calls the API with the key.
  const me = await request.get(PROFILE, { headers: { authorization: `Bearer ${key}` } })
  expect(me.status()).toBe(200)
  expect(((await me.json()) as { data: { cemail: string } }).data.cemail).toBe(ANNA)
  await page.reload()
  await expect(row).toContainText('Last used')

  await row.getByRole('button', { name: `Revoke ${name}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Revoke this key?' })
  await expect(confirm).toContainText('stops working at once, for every system using it')
  await confirm.getByRole('button', { name: 'Revoke key' }).click()
  await expect(confirm).toBeHidden()
  await expect(keys.getByRole('status')).toContainText('is revoked: it no longer works')
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0)
  const refused = await request.get(PROFILE, { headers: { authorization: `Bearer ${key}` } })
  expect(refused.status()).toBe(401)
})

test('the agency’s admin adds a webhook endpoint, sends a test event and sees it delivered, signed', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const received: { headers: IncomingHttpHeaders; body: string }[] = []
  const receiver = createServer((incoming, answer) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      received.push({ headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') })
      answer.end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/monsoon-events/${'x'.repeat(80)}`
  try {
    await signInAgent(page, ANNA)
    await openPage(page, PAGE)
    const webhooks = page.getByTestId('webhooks')
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click()
    const dialog = page.getByTestId('new-endpoint-dialog')
    await dialog.getByLabel('Endpoint URL').fill('booking.example')
    await dialog.getByRole('button', { name: 'Add endpoint' }).click()
    await expect(dialog.getByLabel('Endpoint URL')).toHaveAccessibleDescription(
      'The webhook URL is not a URL (https://…)',
    )
    await dialog.getByLabel('Endpoint URL').fill(url)
    await dialog.getByLabel('Description (optional)').fill('E2E receiver')
    await dialog.getByLabel(/A request email could not be delivered/).uncheck()
    await dialog.getByRole('button', { name: 'Add endpoint' }).click()
    await expect(dialog.getByText('Copy it now: it will not be shown again.')).toBeVisible()
    const secret = ((await dialog.getByTestId('new-secret-value').textContent()) ?? '').trim()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    await dialog.getByRole('button', { name: 'I have copied it' }).click()
    await expect(dialog).toBeHidden()

    const endpoint = webhooks.getByTestId('webhook-endpoint').filter({ hasText: url })
    await expect(endpoint).toContainText('E2E receiver')
    await expect(endpoint.getByText('Active', { exact: true })).toBeVisible()
    await expect(endpoint.getByRole('list', { name: 'Events sent' }).getByRole('listitem')).toHaveText([
      'booking.sent',
      'booking.quoted',
      'booking.confirmed',
      'booking.cancelled',
      'booking.changed',
      'supplier.answered',
      'voucher.issued',
      'invoice.issued',
      'payment.recorded',
      'invoice.overdue',
    ])
    const axe = await axeBuilder(page).include('[data-testid="api-access"]').withTags(['wcag2a', 'wcag2aa'])
    expect((await axe.analyze()).violations.map((violation) => violation.id)).toEqual([])

    await endpoint.getByRole('button', { name: 'Send test event to E2E receiver' }).click()
    await expect(endpoint.getByRole('status')).toHaveText('A test event is on its way. Its delivery is listed below.')
    // The worker runs every second; the list watches a delivery on its way until it lands. The
    // endpoint hears every booking event of the agency too, which other tests cause meanwhile.
    const delivery = endpoint.getByTestId('delivery').filter({ hasText: 'webhook.test' })
    await expect(delivery).toHaveCount(1)
    await expect(delivery).toContainText('Delivered', { timeout: 20_000 })
    await expect(delivery).toContainText('1 attempt · HTTP 200')
    const tests = received.filter((request) => (JSON.parse(request.body) as { type: string }).type === 'webhook.test')
    expect(tests).toHaveLength(1)
    // Signed with the secret shown once: the receiver can trust it.
    const event = new Webhook(secret).verify(tests[0].body, tests[0].headers as Record<string, string>) as {
      type: string
    }
    expect(event.type).toBe('webhook.test')

    await endpoint.getByRole('button', { name: 'Pause E2E receiver' }).click()
    await expect(endpoint.getByText('Paused', { exact: true })).toBeVisible()
    await endpoint.getByRole('button', { name: 'Resume E2E receiver' }).click()
    await expect(endpoint.getByText('Active', { exact: true })).toBeVisible()

    await endpoint.getByRole('button', { name: 'Rotate secret of E2E receiver' }).click()
    const rotate = page.getByRole('dialog', { name: 'Rotate the signing secret?' })
    await expect(rotate).toContainText('The old secret keeps signing too, for 24 hours')
    await rotate.getByRole('button', { name: 'Rotate secret' }).click()
    const rotated = ((await rotate.getByTestId('rotated-secret-value').textContent()) ?? '').trim()
    expect(rotated).toMatch(/^whsec_/)
    expect(rotated).not.toBe(secret)
    await rotate.getByRole('button', { name: 'I have copied it' }).click()
    await expect(endpoint).toContainText('The previous secret also signs until')

    await endpoint.getByRole('button', { name: 'Remove E2E receiver' }).click()
    const remove = page.getByRole('dialog', { name: 'Remove this endpoint?' })
    await remove.getByRole('button', { name: 'Remove endpoint' }).click()
    await expect(endpoint).toHaveCount(0)
    await expect(webhooks.getByText('No webhook endpoints yet.')).toBeVisible()
  } finally {
    receiver.closeAllConnections()
    await new Promise((resolve) => receiver.close(resolve))
  }
})

test('an agent who is not the agency’s admin is told who manages API access', async ({ page }) => {
  await page.goto(PAGE)
  await expect(page).toHaveURL(/\/login-agent\?next=%2Fmarketplace%2Fb2b-agent-vault%2Fapi-access$/)
  await signInAgent(page, JONAS)
  await openPage(page, PAGE)
  await expect(page.getByTestId('api-access-not-admin')).toContainText('Only your agency’s admin can manage API access')
  await expect(page.getByRole('button', { name: 'New key' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0)
})
