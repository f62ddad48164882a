import { describe, expect, it } from 'vitest'
import { AppError, errorDay } from '@/lib/errors'
import { errorBodyIn } from './error-words'

/** The server's errors in the request's language (ADR 069): their words said from the catalogues. */
describe('errorBodyIn: an AppError in a language', () => {
  it('says a keyed error in German, and keeps its English as the message of record', async () => {
    const error = new AppError('UNAUTHORIZED', { key: 'loginFailed' })
    expect(error.message).toBe('The email or password is incorrect.')
    expect(await errorBodyIn(error, 'de')).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'E-Mail-Adresse oder Passwort ist nicht korrekt.' },
    })
    expect(await errorBodyIn(error, 'en')).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'The email or password is incorrect.' },
    })
  })

  it('says values, plurals, dates and each field in French, with its no-break spaces', async () => {
    const error = new AppError(
      'NOT_AVAILABLE',
      { key: 'roomsTaken' },
      {
        fields: [
          { field: 'rooms', words: { key: 'roomGone', values: { room: 'Deluxe', date: errorDay('2026-12-21') } } },
        ],
      },
    )
    const { error: body } = await errorBodyIn(error, 'fr')
    expect(body.message).toBe(
      'Ces chambres ne sont plus disponibles\u00a0: un autre agent vient de les réserver. Vous pouvez envoyer la réservation sous forme de demande.',
    )
    expect(body.fields).toEqual([{ field: 'rooms', message: 'Deluxe le 21 déc. n’est plus disponible' }])
    expect(error.fields?.[0]?.message).toBe('Deluxe on 21 Dec is no longer available')
  })

  it('says a status refusal and a plural in German', async () => {
    const final = new AppError('STATUS_REFUSED', { key: 'moveFinal', values: { status: 'cancelled' } })
    expect(final.message).toBe(
      'This booking is cancelled and can no longer be changed. Please contact your Monsoon consultant.',
    )
    expect((await errorBodyIn(final, 'de')).error.message).toBe(
      'Diese Buchung ist storniert und kann nicht mehr geändert werden. Bitte wenden Sie sich an Ihren Monsoon-Berater.',
    )
    const added = new AppError(
      'BAD_REQUEST',
      { key: 'tooManyAddresses', values: { max: 5 } },
      {
        fields: [{ field: 'Emails', words: { key: 'addressesAdded', values: { count: 1 } } }],
      },
    )
    expect((await errorBodyIn(added, 'de')).error.fields).toEqual([
      { field: 'Emails', message: '1 Adresse hinzugefügt' },
    ])
    expect(added.fields?.[0]?.message).toBe('1 address added')
  })

  it('leaves an error raised in English (the back office’s) as it was raised, in every language', async () => {
    const staff = new AppError('FORBIDDEN', 'Your back-office role cannot change agencies', {
      fields: [{ field: 'agencyId', message: 'Name the agency' }],
    })
    expect(await errorBodyIn(staff, 'fr')).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'Your back-office role cannot change agencies',
        fields: [{ field: 'agencyId', message: 'Name the agency' }],
      },
    })
  })

  it('says a spec §5 message with the field’s label in each language', async () => {
    const error = new AppError('BAD_REQUEST', { key: 'formRequired', values: { field: 'email' } })
    expect(error.message).toBe('Email is missing')
    expect((await errorBodyIn(error, 'de')).error.message).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.')
    expect((await errorBodyIn(error, 'fr')).error.message).toBe('Veuillez saisir votre adresse e-mail.')
  })
})
