/**
 * What the video player needs in the browser: which host's player a pasted address names, and how
 * long a video runs. Kept apart from `video.ts` and free of zod, so the player's client bundle stays
 * a few hundred bytes (ADR 015's budget for our own code); `video.ts` re-exports all of it.
 */

/** The only origins whose players we frame; the Content-Security-Policy's `frame-src` lists exactly these. */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

export type TEmbedProvider = 'youtube' | 'vimeo'
/** A recognised embed: the host, its video id, and the privacy-enhanced player address for the iframe. */
export type TEmbed = { provider: TEmbedProvider; id: string; src: string }

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
// Vimeo's ids are decimal and today ten digits; the bound only stops absurd input.
const VIMEO_ID = /^\d{1,15}$/
// Unlisted Vimeo videos play only with their hash (`vimeo.com/ID/HASH` or `?h=HASH`).
const VIMEO_HASH = /^[0-9a-f]{6,40}$/i
const VIMEO_SEGMENT = /^[A-Za-z0-9_-]+$/

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com'])
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com'])

/**
 * The YouTube or Vimeo video a pasted address names, with the address of its player as we frame
 * it: YouTube's no-cookie host and Vimeo's do-not-track flag, so the host sets no cookie before the
 * visitor presses play, and a start time (`t=90`, `t=1m30s`, Vimeo's `#t=90s`) is kept. Null for
 * anything else: other hosts, other schemes (`javascript:`), ports, credentials, malformed ids.
 * The player address is rebuilt from the id alone, so nothing of the pasted text reaches the iframe.
 */
export function embedOf(url: string): TEmbed | null {
  const parsed = parseHttpUrl(url)
  if (!parsed) return null
  return youtubeEmbed(parsed) ?? vimeoEmbed(parsed)
}

/** `m:ss` or `h:mm:ss` for a duration in seconds; '' when there is none to show. */
export function formatDuration(seconds: number): string {
  const total = wholeSeconds(seconds)
  if (total === null) return ''
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const rest = String(total % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}

/** ISO 8601 duration (`PT1M30S`, `PT1H2M5S`) for schema.org's VideoObject `duration`; '' when there is none. */
export function isoDuration(seconds: number): string {
  const total = wholeSeconds(seconds)
  if (total === null) return ''
  if (total === 0) return 'PT0S'
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const rest = total % 60
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`
}

function wholeSeconds(seconds: number): number | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null
  return Math.round(seconds)
}

function parseHttpUrl(url: string): URL | null {
  const text = url.trim()
  // Editors paste `youtu.be/…` or `www.youtube.com/…` without a scheme as often as with one.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`
  let parsed: URL
  try {
    parsed = new URL(withScheme)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  if (parsed.username || parsed.password || parsed.port) return null
  return parsed
}

function youtubeEmbed(url: URL): TEmbed | null {
  const host = url.hostname
  let id: string | null = null
  if (host === 'youtu.be') {
    id = url.pathname.match(/^\/([^/]+)\/?$/)?.[1] ?? null
  } else if (YOUTUBE_HOSTS.has(host)) {
    id =
      url.pathname === '/watch' || url.pathname === '/watch/'
        ? url.searchParams.get('v')
        : (url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)\/?$/)?.[1] ?? null)
  } else if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) {
    id = url.pathname.match(/^\/embed\/([^/]+)\/?$/)?.[1] ?? null
  }
  if (!id || !YOUTUBE_ID.test(id)) return null
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start') ?? hashTime(url))
  return {
    provider: 'youtube',
    id,
    src: `${EMBED_ORIGINS[0]}/embed/${id}?autoplay=1&rel=0&modestbranding=1${start ? `&start=${start}` : ''}`,
  }
}

function vimeoEmbed(url: URL): TEmbed | null {
  const segments = url.pathname.replace(/\/$/, '').split('/').slice(1)
  let id: string | undefined
  let hash: string | null = url.searchParams.get('h')
  if (url.hostname === 'player.vimeo.com') {
    if (segments.length !== 2 || segments[0] !== 'video') return null
    id = segments[1]
  } else if (VIMEO_HOSTS.has(url.hostname)) {
    if (segments.length === 1 || (segments.length === 2 && VIMEO_ID.test(segments[0] ?? ''))) {
      id = segments[0]
      hash = segments[1] ?? hash
    } else if (segments.length === 3 && segments[0] === 'channels' && VIMEO_SEGMENT.test(segments[1] ?? '')) {
      id = segments[2]
    } else if (
      segments.length === 4 &&
      segments[0] === 'groups' &&
      VIMEO_SEGMENT.test(segments[1] ?? '') &&
      segments[2] === 'videos'
    ) {
      id = segments[3]
    }
  }
  if (!id || !VIMEO_ID.test(id)) return null
  if (hash !== null && !VIMEO_HASH.test(hash)) return null
  const start = startSeconds(hashTime(url) ?? url.searchParams.get('t'))
  return {
    provider: 'vimeo',
    id,
    src: `${EMBED_ORIGINS[1]}/video/${id}?autoplay=1&dnt=1${hash ? `&h=${hash}` : ''}${start ? `#t=${start}s` : ''}`,
  }
}

/** The `t=` of a fragment (`#t=90s`, YouTube's old `#t=1m30s`). */
function hashTime(url: URL): string | null {
  return new URLSearchParams(url.hash.slice(1)).get('t')
}

/** Whole seconds of `90`, `90s`, `1m30s`, `1h2m3s`; null for none, zero or anything else. */
function startSeconds(value: string | null): number | null {
  const match = value?.match(/^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/)
  if (!match) return null
  const [, hours = '0', minutes = '0', seconds = '0'] = match
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
  return total > 0 ? total : null
}
