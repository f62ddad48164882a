import { Fragment } from 'react'
import { emailWrapParts } from '@/domain/site'

/**
 * An email address that wraps only before its `@` and its domain's dots (issue 20): each part is
 * kept whole (not even broken after a hyphen, as in "monsoon-dmc"), with a break allowed between.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <span>
      {emailWrapParts(address).map((part, index, parts) => (
        // The address up to this part: unique per position, even when a part repeats.
        <Fragment key={parts.slice(0, index + 1).join('')}>
          {index > 0 && <wbr />}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  )
}
