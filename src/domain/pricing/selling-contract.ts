import { z } from 'zod'
import { MAX_MARKUP_BPS } from './selling'
import { PRODUCT_TYPES, type TProductType } from './settings'

/**
 * The markups' shapes as the API takes them and the database keeps them (issue 21): zod, so apart
 * from the rules in selling.ts, which the vault's browser code imports without zod.
 */

const ZBps = z
  .number()
  .int('A markup is a percentage to two decimals (basis points)')
  .min(0, 'A markup is never a discount: 0 % or more')
  .max(MAX_MARKUP_BPS, 'A markup is at most 1,000 %')

/** A markup an agency or agent sets as its default: a fixed amount belongs to one booking only. */
export const ZDefaultMarkup = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z.object({ kind: z.literal('percent'), bps: ZBps }).strict(),
  z
    .object({
      kind: z.literal('byType'),
      bps: z
        .object(Object.fromEntries(PRODUCT_TYPES.map((type) => [type, ZBps])) as Record<TProductType, typeof ZBps>)
        .strict(),
    })
    .strict(),
])

/** A booking's own markup: a default's kinds, or a fixed amount on the whole trip. */
export const ZAgentMarkup = z.discriminatedUnion('kind', [
  ...ZDefaultMarkup.options,
  z
    .object({
      kind: z.literal('fixed'),
      amount: z.number().int('A fixed markup is in minor units').min(0, 'A fixed markup is 0 or more').max(1e12),
    })
    .strict(),
])

export type TDefaultMarkup = z.output<typeof ZDefaultMarkup>

/** A stored default markup (a JSON column), or null when it is missing or no longer valid. */
export function storedDefault(value: unknown): TDefaultMarkup | null {
  const parsed = ZDefaultMarkup.safeParse(value)
  return parsed.success ? parsed.data : null
}
