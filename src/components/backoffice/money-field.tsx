'use client'
import { FieldDescription, FieldError, FieldLabel, useField, useFormFields } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'
import { decimalOf, isCurrency, MINOR_DIGITS, parseAmount } from '@/domain/pricing/money'

/**
 * An amount of money in /admin typed as people write it ("1250.00" EUR), stored as the integer
 * minor units the project keeps money in (ADR 010, issue 57): the field beside it named `currency`
 * says how many decimals. A typo is never saved as another amount: the field stays empty and says why.
 */
export function MoneyField({ path, field, readOnly }: NumberFieldClientProps) {
  const { value, setValue, showError, errorMessage } = useField<number | null>({ path })
  const currencyPath = path.includes('.') ? path.replace(/[^.]+$/, 'currency') : 'currency'
  const currency = String(useFormFields(([fields]) => fields[currencyPath]?.value) ?? 'EUR')
  const known = isCurrency(currency) ? currency : 'EUR'
  const shown = (minor: number | null | undefined) =>
    typeof minor === 'number' && Number.isSafeInteger(minor) ? decimalOf({ amount: minor, currency: known }) : ''
  const [text, setText] = useState(shown(value))
  const [problem, setProblem] = useState<string | null>(null)
  // The stored value changed elsewhere (a reset, a reload) or the currency's decimals did: show it anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown is derived from known, listed
  useEffect(() => {
    setText((typed) => {
      try {
        if (typed.trim() !== '' && parseAmount(typed, known) === value) return typed
      } catch {
        return typed
      }
      return shown(value)
    })
  }, [value, known])
  const id = `field-${path.replace(/\./g, '__')}`
  const label = typeof field.label === 'string' ? field.label : field.name
  return (
    <div className={`field-type number${showError ? ' error' : ''}`} style={{ flex: 1 }}>
      <FieldLabel htmlFor={id} label={`${label} (${known})`} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError || problem !== null} message={problem ?? errorMessage} />
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={readOnly}
          placeholder={MINOR_DIGITS[known] ? `1250.${'0'.repeat(MINOR_DIGITS[known])}` : '1250000'}
          onChange={(event) => {
            const typed = event.target.value
            setText(typed)
            if (typed.trim() === '') {
              setProblem(null)
              return setValue(null)
            }
            try {
              const minor = parseAmount(typed.replace(/[\s,']/g, ''), known)
              setProblem(null)
              setValue(minor)
            } catch {
              setProblem(
                `Type the amount in ${known}${MINOR_DIGITS[known] ? ` with at most ${MINOR_DIGITS[known]} decimals, e.g. 1250.50` : ', without decimals'}`,
              )
              setValue(null)
            }
          }}
        />
      </div>
      <FieldDescription path={path} description={field.admin?.description} />
    </div>
  )
}
