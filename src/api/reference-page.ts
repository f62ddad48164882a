import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { OpenAPIHono } from '@hono/zod-openapi'
import { escapeHtml } from '@/domain/text'

/**
 * The API reference for people, at /b2badminapi/docs (issue 24, ADR 043): Scalar's renderer from
 * npm (`@scalar/api-reference`, its self-contained browser bundle), served by Monsoon itself with
 * a versioned, immutable address. Nothing loads from another host: Scalar's web fonts, telemetry,
 * AI agent and proxy are switched off, and the site's Content-Security-Policy (connect-src 'self')
 * would stop them anyway. Its "Test request" console calls this site with the reader's API key.
 */
const PACKAGE = path.join(process.cwd(), 'node_modules', '@scalar', 'api-reference')
const version = (): string => {
  try {
    return (JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return 'missing'
  }
}

export const DOCS_PATH = '/b2badminapi/docs'

/** The renderer's settings: the document, the key console, and nothing from elsewhere. */
const SETTINGS = {
  url: '/b2badminapi/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  persistAuth: false,
  hideDarkModeToggle: true,
  documentDownloadType: 'json',
  authentication: { preferredSecurityScheme: 'bearerAuth' },
  defaultOpenAllTags: false,
  metaData: { title: 'Monsoon Connect API reference' },
}

function page(scriptPath: string): string {
  const title = 'Monsoon Connect API reference'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="Price, book and follow Monsoon trips from your own booking system: API keys, webhooks and every call of the agent vault.">
<link rel="icon" href="/icon.svg">
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.scalar-app{--scalar-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--scalar-font-code:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
noscript p{max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style>
</head>
<body>
<noscript><p>The reference needs JavaScript. The document itself is at <a href="/b2badminapi/openapi.json">/b2badminapi/openapi.json</a>.</p></noscript>
<div id="app"></div>
<script src="${scriptPath}"></script>
<script>Scalar.createApiReference('#app', ${JSON.stringify(SETTINGS).replaceAll('<', '\\u003c')})</script>
</body>
</html>`
}

export function registerReferencePage(app: OpenAPIHono) {
  const scriptPath = `${DOCS_PATH}/scalar-${version()}.js`
  let script: Promise<Buffer> | undefined
  app.get(DOCS_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.html(page(scriptPath))
  })
  app.get(scriptPath, async (c) => {
    script ??= readFile(path.join(PACKAGE, 'dist', 'browser', 'standalone.js')).catch((error: unknown) => {
      script = undefined
      throw error
    })
    const body = await script
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  })
}
