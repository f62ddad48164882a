import type { TAgentMarkup } from './pricing/selling'

/**
 * What an agent hands a client (issue 21, ADR 039): the selling price's settings as the vault
 * shows and sends them, the client itinerary links, and the agency's colour. Pure and shared by the
 * API, the server and the vault.
 */

// ── The agency's colour ─────────────────────────────────────────────────────────────────────────

export const BRAND_COLOUR = /^#[0-9a-f]{6}$/i
/** Headings and buttons of a client page when the agency sets no colour: a neutral dark blue. */
export const DEFAULT_BRAND_COLOUR = '#1f4e79'

const channel = (value: number) => {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const luminance = (rgb: readonly number[]) =>
  0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2])
const rgbOf = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
const hexOf = (rgb: readonly number[]) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`

/** WCAG contrast of a colour against white. */
export const contrastOnWhite = (hex: string) => 1.05 / (luminance(rgbOf(hex)) + 0.05)

/**
 * The agency's colour as text and buttons can carry it on white: its own when it reads (WCAG AA,
 * 4.5:1), else darkened step by step until it does; the default when none or not a colour.
 */
export function readableBrandColour(hex: string | null | undefined): string {
  if (!hex || !BRAND_COLOUR.test(hex)) return DEFAULT_BRAND_COLOUR
  let rgb = rgbOf(hex.toLowerCase())
  while (contrastOnWhite(hexOf(rgb)) < 4.5) rgb = rgb.map((value) => Math.floor(value * 0.9))
  return hexOf(rgb)
}

// ── Client itinerary links ──────────────────────────────────────────────────────────────────────

/** 32 random bytes as base64url: what a client link carries; only its hash is stored. */
export const CLIENT_TOKEN = /^[A-Za-z0-9_-]{43}$/
export const clientItineraryPath = (token: string) => `/itinerary/${token}`

// ── The selling price's settings ────────────────────────────────────────────────────────────────

/** Where a booking's markup comes from: its own, the agent's default, the agency's, or none. */
export const MARKUP_SOURCES = ['booking', 'agent', 'agency', 'none'] as const
export type TMarkupSource = (typeof MARKUP_SOURCES)[number]

export const MARKUP_SOURCE_LABELS: Record<TMarkupSource, string> = {
  booking: 'This booking’s own',
  agent: 'Your default',
  agency: 'Your agency’s default',
  none: 'No markup',
}

/** The markup in force and where it comes from: the booking's, else the agent's, else the agency's. */
export function markupInForce(levels: {
  booking: TAgentMarkup | null
  agent: TAgentMarkup | null
  agency: TAgentMarkup | null
}): { effective: TAgentMarkup; source: TMarkupSource } {
  if (levels.booking) return { effective: levels.booking, source: 'booking' }
  if (levels.agent) return { effective: levels.agent, source: 'agent' }
  if (levels.agency) return { effective: levels.agency, source: 'agency' }
  return { effective: { kind: 'none' }, source: 'none' }
}
