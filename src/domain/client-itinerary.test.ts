import { describe, expect, it } from 'vitest'
import {
  CLIENT_TOKEN,
  contrastOnWhite,
  DEFAULT_BRAND_COLOUR,
  markupInForce,
  readableBrandColour,
} from './client-itinerary'
import type { TAgentMarkup } from './pricing/selling'

describe('client itinerary rules', () => {
  it('prices a booking with its own markup, else the agent’s, else the agency’s', () => {
    const agency: TAgentMarkup = { kind: 'percent', bps: 1000 }
    const agent: TAgentMarkup = { kind: 'percent', bps: 1500 }
    const booking: TAgentMarkup = { kind: 'fixed', amount: 5000 }
    expect(markupInForce({ booking, agent, agency })).toEqual({ effective: booking, source: 'booking' })
    expect(markupInForce({ booking: null, agent, agency })).toEqual({ effective: agent, source: 'agent' })
    expect(markupInForce({ booking: null, agent: null, agency })).toEqual({ effective: agency, source: 'agency' })
    expect(markupInForce({ booking: null, agent: null, agency: null })).toEqual({
      effective: { kind: 'none' },
      source: 'none',
    })
  })

  it('keeps an agency’s colour when it reads on white and darkens it until it does', () => {
    expect(readableBrandColour('#1F5F8B')).toBe('#1f5f8b')
    expect(readableBrandColour(null)).toBe(DEFAULT_BRAND_COLOUR)
    expect(readableBrandColour('red')).toBe(DEFAULT_BRAND_COLOUR)
    for (const light of ['#ffffff', '#ffe600', '#7fd1ff', '#00ff00']) {
      const readable = readableBrandColour(light)
      expect(contrastOnWhite(readable)).toBeGreaterThanOrEqual(4.5)
      expect(readable).not.toBe(light)
    }
  })

  it('accepts only a full-length base64url token', () => {
    expect(CLIENT_TOKEN.test('a'.repeat(43))).toBe(true)
    expect(CLIENT_TOKEN.test('a'.repeat(42))).toBe(false)
    expect(CLIENT_TOKEN.test(`${'a'.repeat(42)}=`)).toBe(false)
    expect(CLIENT_TOKEN.test(`${'a'.repeat(42)}/`)).toBe(false)
  })
})
