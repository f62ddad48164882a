import type { ButtonHTMLAttributes } from 'react'

/** A small button of the back office in Payload's own look: secondary, or primary for the step that leads. */
export function AdminButton({
  primary = false,
  style,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean }) {
  return (
    <button
      type="button"
      className={`btn btn--style-${primary ? 'primary' : 'secondary'} btn--size-small`}
      style={{ margin: 0, ...style }}
      {...props}
    />
  )
}
