import { describe, expect, it } from 'vitest'
import { sanitizeEmailHtml } from './sanitize'

describe('email HTML sanitiser', () => {
  it('removes scripts, style sheets, frames, forms and every event handler', () => {
    const html = sanitizeEmailHtml(
      '<p onclick="steal()" onmouseover="x()">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://x"></iframe><form action="https://x"><input name="a"></form><img src="https://cdn/x.jpg" onerror="steal()" width="400" height="200">',
    )
    expect(html).toBe('<p>Hi</p><img src="https://cdn/x.jpg" width="280" height="140" />')
    expect(html).not.toMatch(/script|onerror|onclick|onmouseover|iframe|form|style/i)
  })

  it('keeps links to http(s) and mailto only, opening in a new window', () => {
    expect(sanitizeEmailHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank">x</a>')
    expect(sanitizeEmailHtml('<a href="data:text/html,hi">x</a>')).toBe('<a target="_blank">x</a>')
    expect(sanitizeEmailHtml('<a href="https://monsoon.example/b">x</a>')).toBe(
      '<a href="https://monsoon.example/b" target="_blank">x</a>',
    )
    expect(sanitizeEmailHtml('<a href="mailto:desk@monsoon.example">x</a>')).toContain('mailto:desk@monsoon.example')
  })

  it('keeps inline layout styles but not url() or expression()', () => {
    expect(sanitizeEmailHtml('<td style="padding:6px;color:#333">x</td>')).toContain('padding:6px;color:#333')
    const html = sanitizeEmailHtml(
      '<table><tr><td style="background:url(https://tracker/p.gif);width:expression(alert(1));color:red">x</td></tr></table>',
    )
    expect(html).not.toMatch(/url\(|expression/)
    expect(html).toContain('color:red')
  })

  it.each([
    // [width, height] in the template → shown size (spec §5: ×0.5 from 1000, ×0.6 above 500, ×0.7 up to 500, max 624)
    [2000, 1000, 624, 312],
    [1000, 500, 500, 250],
    [999, 500, 599, 300],
    [501, 300, 301, 180],
    [500, 300, 350, 210],
    [100, 50, 70, 35],
  ])('an image %i×%i is shown at %i×%i', (width, height, shownWidth, shownHeight) => {
    expect(sanitizeEmailHtml(`<img src="https://cdn/x.jpg" width="${width}" height="${height}">`)).toBe(
      `<img src="https://cdn/x.jpg" width="${shownWidth}" height="${shownHeight}" />`,
    )
  })

  it('an image without a size is held to the email width', () => {
    expect(sanitizeEmailHtml('<img src="https://cdn/x.jpg" alt="Temple">')).toBe(
      '<img src="https://cdn/x.jpg" alt="Temple" style="max-width:624px;width:100%;height:auto" />',
    )
  })
})
