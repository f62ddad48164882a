import { Fragment } from 'react'
import { emailWrapParts } from '@/domain/site'

/** An email address that wraps only before its `@` and its domain's dots (issue 20), never mid-word. */
export function EmailAddress({ address }: { address: string }) {
  return (
    <span className="[overflow-wrap:normal] [word-break:normal]">
      {emailWrapParts(address).map((part, index, parts) => (
        // The address up to this part: unique per position, even when a part repeats.
        <Fragment key={parts.slice(0, index + 1).join('')}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
