import { z } from 'zod'
import { UUID } from './ids'
import { type TAgentMarkup, ZAgentMarkup, ZDefaultMarkup } from './pricing/selling'

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

export const ZClientLink = z.object({
  id: z.string(),
  /** The last characters of the link, to tell links apart; the link itself is shown once. */
  hint: z.string(),
  /** Frozen: the itinerary as it was when the link was made; else it follows the booking. */
  frozen: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** What the link was made for, e.g. "Sent with the request to ann@example.com". */
  label: z.string(),
  opens: z.number().int(),
  lastOpenedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export type TClientLink = z.output<typeof ZClientLink>

/** A new link: the only time its address is given. */
export const ZCreatedClientLink = z.object({ url: z.string(), link: ZClientLink })

export const ZClientLinkCreate = z
  .object({
    bookingId: z.string().regex(UUID, 'A booking id'),
    frozen: z.boolean().default(false),
  })
  .strict()

export const ZClientLinkRevoke = z
  .object({ bookingId: z.string().regex(UUID, 'A booking id'), linkId: z.string().regex(UUID, 'A link id') })
  .strict()

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

/** A booking's client pricing as the vault reads it: the markups at each level and the one in force. */
export const ZClientPricing = z.object({
  booking: ZAgentMarkup.nullable(),
  agent: ZDefaultMarkup.nullable(),
  agency: ZDefaultMarkup.nullable(),
  effective: ZAgentMarkup,
  source: z.enum(MARKUP_SOURCES),
  /** The client documents (page, PDF, Word) show the selling price, per person and in total. */
  showPrice: z.boolean(),
  /** The signed-in agent may change the agency's default (an agency admin). */
  canSetAgency: z.boolean(),
})
export type TClientPricing = z.output<typeof ZClientPricing>

export const ZClientPricingUpdate = z
  .object({
    bookingId: z.string().regex(UUID, 'A booking id'),
    /** null: follow the agent's or the agency's default. */
    markup: ZAgentMarkup.nullable(),
    showPrice: z.boolean(),
  })
  .strict()

export const ZDefaultMarkupUpdate = z
  .object({
    scope: z.enum(['agent', 'agency']),
    /** null: the agent follows the agency's default; the agency has none. */
    markup: ZDefaultMarkup.nullable(),
  })
  .strict()

/**
 * What a booking keeps (issue 21: "kept with the booking"): the markup it is priced with and where
 * that came from. A new booking takes its agent's default (else the agency's); a change of default
 * later never moves the price a client was already given.
 */
export const ZBookingMarkup = z.object({ markup: ZAgentMarkup, from: z.enum(MARKUP_SOURCES) }).strict()
export type TBookingMarkup = z.output<typeof ZBookingMarkup>

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
