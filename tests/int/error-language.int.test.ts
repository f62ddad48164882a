import { beforeAll, describe, expect, it } from 'vitest'
import { ANNA } from '../support/agents'
import { bootDemoVault, type TVault } from '../support/demo-vault'
import { bookingHeader } from '../support/vault'

/**
 * ADR 069: the API's errors in the request's language (Accept-Language, which the vault's client
 * sets to the page's), English when the call names none.
 */
let vault: TVault

const ORIGIN = 'http://localhost:3000'
const SIGN_IN = `${ORIGIN}/b2badminapi/api/ManagerUser/authenticateCrmclient`

beforeAll(async () => {
  vault = await bootDemoVault({ agents: [ANNA] })
})

async function badSignIn(language: string | undefined, ip: string) {
  const response = await vault.api.request(SIGN_IN, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-monsoon-client-ip': ip,
      ...(language ? { 'accept-language': language } : {}),
    },
    body: JSON.stringify({ grant_type: 'password', username: ANNA, password: 'not her password', client: 'api' }),
  })
  return { status: response.status, body: (await response.json()) as { error: { code: string; message: string } } }
}

describe('errors in the request’s language (ADR 069)', () => {
  it('a failed sign-in: German for de, French for a browser that prefers it, English without a language', async () => {
    expect(await badSignIn('de', '10.69.0.1')).toEqual({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: 'E-Mail-Adresse oder Passwort ist nicht korrekt.' } },
    })
    expect((await badSignIn('it;q=0.9, fr-CH;q=0.8, en;q=0.1', '10.69.0.2')).body.error.message).toBe(
      'L’adresse e-mail ou le mot de passe est incorrect.',
    )
    expect((await badSignIn(undefined, '10.69.0.3')).body.error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'The email or password is incorrect.',
    })
  })

  it('an invalid booking: the schema’s refusal and the service’s, with each field, in German', async () => {
    const de = { 'accept-language': 'de' }
    const unnamed = await vault.call('POST', 'AddBooing', bookingHeader({ nameTour: ' ' }), ANNA, de)
    expect(unnamed.status).toBe(400)
    expect(unnamed.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Ungültige Anfrage: nameTour',
      fields: [{ field: 'nameTour', message: 'Der Name der Reise fehlt' }],
    })
    const backwards = await vault.call('POST', 'AddBooing', bookingHeader({ enddate: '2026-12-01' }), ANNA, de)
    expect(backwards.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Die Buchungsdaten sind nicht gültig.',
      fields: [{ field: 'enddate', message: 'Das Enddatum liegt vor dem Anfangsdatum' }],
    })
    const english = await vault.call('POST', 'AddBooing', bookingHeader({ enddate: '2026-12-01' }), ANNA)
    expect(english.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The booking details are not valid',
      fields: [{ field: 'enddate', message: 'The end date is before the begin date' }],
    })
  })

  it('a call that does not exist and a booking that is not the agent’s, in French', async () => {
    const fr = { 'accept-language': 'fr' }
    const unknown = await vault.call('GET', `${ORIGIN}/b2badminapi/api/NoSuchThing`, undefined, ANNA, fr)
    expect(unknown).toMatchObject({
      status: 404,
      error: { code: 'NOT_FOUND', message: 'Cet appel n’existe pas\u00a0: GET /b2badminapi/api/NoSuchThing' },
    })
    const missing = await vault.call(
      'POST',
      'getOneRequestBooing',
      { _id: '00000000-0000-4000-8000-000000000000' },
      ANNA,
      fr,
    )
    expect(missing).toMatchObject({ status: 404, error: { code: 'NOT_FOUND', message: 'Réservation introuvable' } })
  })
})
