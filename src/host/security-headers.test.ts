import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './security-headers'

describe('securityHeaders', () => {
  it('forbid framing, sniffing and foreign sources; HSTS and upgrades only over https', () => {
    const plain = Object.fromEntries(securityHeaders({ isDev: false, isHttps: false }))
    expect(plain['X-Frame-Options']).toBe('DENY')
    expect(plain['X-Content-Type-Options']).toBe('nosniff')
    expect(plain['Strict-Transport-Security']).toBeUndefined()
    expect(plain['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(plain['Content-Security-Policy']).toContain("object-src 'none'")
    expect(plain['Content-Security-Policy']).not.toContain('upgrade-insecure-requests')
    const secure = Object.fromEntries(securityHeaders({ isDev: false, isHttps: true }))
    expect(secure['Strict-Transport-Security']).toMatch(/max-age=31536000/)
    expect(secure['Content-Security-Policy']).toContain('upgrade-insecure-requests')
  })

  it('allows eval and the dev server’s socket only in development', () => {
    expect(contentSecurityPolicy({ isDev: false, isHttps: false })).not.toContain('unsafe-eval')
    expect(contentSecurityPolicy({ isDev: true, isHttps: false })).toContain("'unsafe-eval'")
    expect(contentSecurityPolicy({ isDev: true, isHttps: false })).toContain('ws:')
  })

  it('frames only our pages and the two privacy-enhanced video players; no other origin anywhere', () => {
    for (const options of [
      { isDev: false, isHttps: false },
      { isDev: false, isHttps: true },
      { isDev: true, isHttps: false },
    ]) {
      const directives = new Map(
        contentSecurityPolicy(options)
          .split('; ')
          .map((directive) => {
            const [name = '', ...sources] = directive.split(' ')
            return [name, sources] as const
          }),
      )
      expect(directives.get('frame-src')).toEqual([
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
      ])
      const foreign = [...directives]
        .filter(([name]) => name !== 'frame-src')
        .flatMap(([, sources]) => sources)
        .filter((source) => /^https?:|\./.test(source))
      expect(foreign).toEqual([])
    }
  })
})
