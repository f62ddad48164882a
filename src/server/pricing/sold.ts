import 'server-only'
import { sell, type TProductType, type TSellSettings } from '@/domain/pricing'
import { isCurrency, parseAmount } from '@/domain/pricing/money'

/**
 * The price an agent pays for a catalogue amount as staff typed it ("1250.50" in the contract's
 * currency): parsed exactly, converted and marked up once (ADR 010). A missing amount is 0.
 */
export function soldPrice(settings: TSellSettings, currency: string, type: TProductType) {
  return (text: string | null | undefined): number =>
    isCurrency(currency) && text
      ? sell(
          { amount: parseAmount(text, currency), currency },
          { to: settings.currency, rates: settings.rates, markupBps: settings.markupBps[type] },
        ).amount
      : 0
}
