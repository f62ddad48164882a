import { logoSvg, markSvg } from '@/lib/brand-mark'

/**
 * Monsoon's logo and icon in the back office (issue 20), in place of Payload's: the logo on the
 * login and password screens, the icon at the top of the navigation. Drawn inline from the same
 * paths as the site's logo file, so they are sharp at any zoom and need no request.
 */
export function BackOfficeLogo() {
  return (
    <span
      className="backoffice-logo"
      role="img"
      aria-label="Monsoon Destination Management, back office"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant SVG, no input in it
      dangerouslySetInnerHTML={{ __html: logoSvg(320, 80) }}
    />
  )
}

export function BackOfficeIcon() {
  return (
    <span
      className="backoffice-icon"
      role="img"
      aria-label="Monsoon"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant SVG, no input in it
      dangerouslySetInnerHTML={{ __html: markSvg(30) }}
    />
  )
}

/** Over the login form: whose door this is, and where agents sign in instead. */
export function BeforeLogin() {
  return (
    <p className="backoffice-login-note">
      For Monsoon staff. Travel agents sign in to the agent vault at <a href="/login-agent">the agent login</a>.
    </p>
  )
}
