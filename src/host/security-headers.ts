import { EMBED_ORIGINS } from '@/domain/video-embed'

/**
 * The headers every response carries (DESIGN.md "Rules that keep it real", ADR 016). Our HTTP front
 * sets them before Next.js answers, so pages, the API, the back office, files and even the front's
 * own 400s have them.
 *
 * `script-src` keeps 'unsafe-inline': Next.js streams each page's data as inline scripts, and a
 * nonce would make every statically rendered page dynamic (ADR 014's budget). What the policy still
 * guarantees: no script, style, font or connection to another origin, no frame but ours and the two
 * video players' (YouTube's no-cookie host and Vimeo's, loaded only when a visitor presses play,
 * issue 17), no plugins, no <base> hijack, forms post only here, and no site may frame any page.
 */
export function contentSecurityPolicy(options: { isDev: boolean; isHttps: boolean }): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Dev: React's debugging evaluates code, and the dev server talks over a WebSocket.
    ['script-src', "'self'", "'unsafe-inline'", ...(options.isDev ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(options.isDev ? ['ws:', 'wss:'] : [])],
    ['media-src', "'self'", 'blob:'],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...EMBED_ORIGINS],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // No page is ever shown inside another site's frame (the preview opens in its own tab).
    ['frame-ancestors', "'none'"],
  ]
  if (options.isHttps) directives.push(['upgrade-insecure-requests'])
  return directives.map((directive) => directive.join(' ')).join('; ')
}

export function securityHeaders(options: { isDev: boolean; isHttps: boolean }): [string, string][] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ]
  // Browsers ignore HSTS over plain http; sending it only over https keeps local http demos working.
  if (options.isHttps) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  return headers
}
