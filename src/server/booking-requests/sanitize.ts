import 'server-only'
import sanitizeHtml from 'sanitize-html'
import { EMAIL_IMAGE_MAX_WIDTH, emailImageSize } from '@/domain/email-images'

const STYLE_VALUE = /^(?!.*(?:url|expression|javascript)\s*[(:]).*$/i
const STYLE_PROPERTIES = [
  'color',
  'background',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'line-height',
  'text-align',
  'text-decoration',
  'vertical-align',
  'white-space',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin',
  'margin-top',
  'margin-bottom',
  'border',
  'border-top',
  'border-bottom',
  'border-collapse',
  'width',
  'max-width',
  'height',
  'display',
]

const dimension = (value: string | undefined) => {
  const number = Number.parseInt(value ?? '', 10)
  return Number.isFinite(number) && number > 0 ? number : 0
}

/**
 * The HTML of an outgoing email, made safe: no scripts, styles sheets, forms or frames, no event
 * handlers, links only to http(s) and mailto, inline styles without url()/expression(). Images are
 * sized by the spec §5 rule from their width and height, and never wider than 624 px.
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'), 'img', 'center', 'font'],
    allowedAttributes: {
      a: ['href', 'title', 'target'],
      img: ['src', 'alt', 'width', 'height', 'style'],
      table: ['width', 'cellpadding', 'cellspacing', 'border', 'align', 'role', 'style'],
      td: ['align', 'valign', 'colspan', 'rowspan', 'width', 'style'],
      th: ['align', 'valign', 'colspan', 'rowspan', 'width', 'style'],
      '*': ['style'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'cid'] },
    allowProtocolRelative: false,
    allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [STYLE_VALUE]])) },
    transformTags: {
      img: (tagName, attribs) => {
        const size = emailImageSize({ width: dimension(attribs.width), height: dimension(attribs.height) })
        const sized: Record<string, string> =
          size.width > 0
            ? { width: String(size.width), height: String(size.height) }
            : { style: `max-width:${EMAIL_IMAGE_MAX_WIDTH}px;width:100%;height:auto` }
        const { width: _width, height: _height, ...rest } = attribs
        return { tagName, attribs: { ...rest, ...sized } }
      },
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank' } }),
    },
  })
}
