import { z } from 'zod'

/**
 * Every environment variable the app and its launcher read, parsed once; no other file reads
 * `process.env` (DESIGN.md, ADR 018; Biome's noProcessEnv enforces it). The launcher
 * (scripts/start.ts) fills DATABASE_URL and PAYLOAD_SECRET before Next starts when they are unset;
 * they are optional here only because `next build` and Payload's CLI load the config without a
 * database: code that needs them asks `databaseUrl()` and `payloadSecret()`.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  DATABASE_URL: z.string().min(1).optional(),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  MONSOON_DEMO: z.enum(['0', '1']).optional(),
  MONSOON_DATA_DIR: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().min(3).default('Monsoon <no-reply@monsoon.local>'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Proxies of ours in front of the app; 0: clients connect to the app itself (ADR 016). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * `1`: the server maps stack traces to the TypeScript sources with the build's source maps, at
   * the cost of reading them at start-up (~2–3 s here). Off by default (ADR 029).
   */
  MONSOON_SOURCE_MAPS: z.enum(['0', '1']).default('0'),
  /** `0`: an empty database is not filled with the demo data set. */
  SEED_ON_EMPTY: z.enum(['0', '1']).default('1'),
  /** Set by Next.js: which runtime runs this module, and whether it is `next build`. */
  NEXT_PHASE: z.string().optional(),
})

export type TEnv = z.infer<typeof ZEnv>

let parsed: TEnv | undefined

export function env(): TEnv {
  if (!parsed) {
    const result = ZEnv.safeParse(process.env)
    if (!result.success) {
      const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      throw new Error(`Invalid environment:\n${lines.join('\n')}`)
    }
    parsed = result.data
  }
  return parsed
}

/** This process's environment with `overrides`: what the launcher hands the processes it starts. */
export function withEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides }
}

/** The database to use; the launcher always sets it for the server it starts. */
export function databaseUrl(): string {
  const url = env().DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is missing: start the app with `npm start`')
  return url
}

/** The secret Payload signs with and our purpose keys derive from (src/lib/secret.ts). */
export function payloadSecret(): string {
  const secret = env().PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is missing')
  return secret
}

/**
 * Whether this code runs in Next's server bundle. `NEXT_RUNTIME` is not a variable of the process:
 * Next writes its value into the bundle at build time, so it is read here as the literal Next
 * replaces, never through the schema (ADR 018). Under Vitest or the launcher it is undefined.
 */
export function isInsideNextServer(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs'
}

/** Inside the Next.js server's Node runtime, serving (not `next build`). */
export function isServingOnNode(): boolean {
  return isInsideNextServer() && env().NEXT_PHASE !== 'phase-production-build'
}

/** Demo mode: the launcher started its own embedded PostgreSQL (no DATABASE_URL was given). */
export function isDemoMode(): boolean {
  return env().MONSOON_DEMO === '1'
}
