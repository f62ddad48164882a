import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  apiAnswer,
  apiCall,
  apiFile,
  errorText,
  isApiError,
  NETWORK_MESSAGE,
  SESSION_ENDED,
} from './api-client'

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }))

afterEach(() => vi.unstubAllGlobals())

describe('the browser API client', () => {
  it('returns data and sends JSON with the session cookies', async () => {
    const fetch = answer(200, { data: { ok: 1 } })
    vi.stubGlobal('fetch', fetch)
    await expect(apiCall('/x', { a: 1 }, { method: 'PUT' })).resolves.toEqual({ ok: 1 })
    expect(fetch).toHaveBeenCalledWith('/x', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
      credentials: 'same-origin',
    })
  })

  it('turns the error envelope into an ApiError the caller switches on by code', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        error: { code: 'STALE_VERSION', message: 'Changed elsewhere', fields: [{ field: 'v', message: 'old' }] },
      }),
    )
    const error = await apiCall('/x').catch((caught) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(isApiError(error, 'STALE_VERSION')).toBe(true)
    expect(isApiError(error, 'STATUS_REFUSED')).toBe(false)
    expect(errorText(error)).toBe('Changed elsewhere — old')
  })

  it('names a network failure, an ended session and a foreign answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const unreached = await apiAnswer('/x')
    expect(unreached).toEqual({
      ok: false,
      error: new ApiError('NETWORK', NETWORK_MESSAGE, { status: 0, words: 'network' }),
    })
    vi.stubGlobal('fetch', answer(401, ''))
    const ended = await apiAnswer('/x')
    expect(!ended.ok && [ended.error.code, ended.error.message]).toEqual(['UNAUTHORIZED', SESSION_ENDED])
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'))
    const foreign = await apiAnswer('/x')
    expect(!foreign.ok && [foreign.error.status, foreign.error.code]).toEqual([502, 'UNKNOWN'])
    // The browser's own words come from the page's catalogue (useErrorText hands errorText its translator).
    const german = { network: 'Server nicht erreicht', sessionEnded: 'Sitzung abgelaufen', fallback: 'Fehler' }
    expect(errorText(!unreached.ok && unreached.error, (words) => german[words])).toBe('Server nicht erreicht')
    expect(errorText(!ended.ok && ended.error, (words) => german[words])).toBe('Sitzung abgelaufen')
    expect(errorText(!foreign.ok && foreign.error, (words) => german[words])).toBe('Fehler')
    vi.stubGlobal('fetch', answer(200, { nothing: true }))
    expect((await apiAnswer('/x')).ok).toBe(false)
  })

  it('downloads a file with its Content-Disposition, or fails like any call', async () => {
    vi.stubGlobal('fetch', answer(200, 'PK', { 'content-disposition': 'attachment; filename="a.docx"' }))
    const file = await apiFile('/export', { _id: '1' })
    expect(file.disposition).toBe('attachment; filename="a.docx"')
    expect(await file.blob.text()).toBe('PK')
    vi.stubGlobal('fetch', answer(404, { error: { code: 'NOT_FOUND', message: 'Booking not found' } }))
    await expect(apiFile('/export', {})).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })
})
