import { z } from 'zod'

/**
 * Every environment variable the app and its launcher read, parsed once; no other file reads
 * `process.env` (DESIGN.md, ADR 018; Biome's noProcessEnv enforces it). The launcher
 * (src/host/launcher.ts) fills DATABASE_URL and PAYLOAD_SECRET before Next starts when they are unset;
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
  /** `json`: one JSON object a line (the default unless the log goes to a terminal); `pretty`: for people. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(25),
  /** On SIGTERM, how long to go on serving with /readyz at 503 first, for the load balancer to notice. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  /**
   * The longest one database statement may run: PostgreSQL cancels it, and the app stops waiting
   * for an answer two seconds later (a stalled server cancels nothing). Issue 59, ADR 071.
   */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** How long a request waits for a database connection (a free one of the pool, or a new one). */
  DATABASE_ACQUIRE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** Proxies of ours in front of the app; 0: clients connect to the app itself (ADR 016). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * `1`: the build includes server source maps and the server maps stack traces to the TypeScript
   * sources, at the cost of a slower build (~25 s) and of reading them at start-up (~2–3 s here).
   * Off by default (ADR 029, ADR 049).
   */
  MONSOON_SOURCE_MAPS: z.enum(['0', '1']).default('0'),
  /**
   * `0`: `next build` writes no Turbopack build cache (.next/cache/turbopack), for a build made once.
   * Unset: `npm start` builds a clone's first build without it and later ones with it (ADR 055).
   */
  MONSOON_BUILD_CACHE: z.enum(['0', '1']).optional(),
  /** `0`: an empty database is not filled with the demo data set. */
  SEED_ON_EMPTY: z.enum(['0', '1']).default('1'),
  /** Monsoon Connect: requests per minute one API key may make (ADR 043). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(600),
  /**
   * Lets webhook endpoints use plain HTTP and loopback or private addresses: for a developer's own
   * receiver and the tests, never in production (ADR 043).
   */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  /**
   * The key that seals travellers' passport numbers (issue 56, ADR 066): 32 bytes, base64. Unset: one
   * derived from PAYLOAD_SECRET. Keep it: sealed numbers cannot be read without it.
   */
  TRAVELLER_DATA_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'TRAVELLER_DATA_KEY must be 32 bytes in base64')
    .optional(),
  /** Days after a trip ends that its travellers' personal data are kept before they are erased (ADR 066). */
  TRAVELLER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * A supplier's service this many days away or fewer and still unconfirmed is urgent in the work
   * queue, and its booking's consultant gets one reminder (issue 56, ADR 067).
   */
  SUPPLIER_REMINDER_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** An agency is reminded of an instalment this many days before it is due, and once when it is overdue (ADR 068). */
  PAYMENT_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(5),
  /** Set by Next.js: which runtime runs this module, and whether it is `next build`. */
  NEXT_PHASE: z.string().optional(),
  /**
   * Uploads on S3-compatible storage instead of MONSOON_DATA_DIR (issue 22): set the bucket to
   * switch; read through `s3Settings()`, which the checks below keep consistent.
   */
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  /** Only for providers other than AWS (R2, MinIO, Backblaze…): their S3 address. */
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'S3_ENDPOINT is an http(s) address, e.g. https://s3.eu-central-003.backblazeb2.com',
    })
    .optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  /** Both or neither: without them the AWS SDK's default chain (instance role, AWS_* variables) signs. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `1`: `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO, most self-hosted stores). */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  /** A folder inside the bucket for this site's objects, when the bucket is shared. */
  S3_PREFIX: z
    .string()
    .transform((prefix) => prefix.replace(/^\/+|\/+$/g, ''))
    .pipe(
      z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/, {
        message: 'S3_PREFIX is folder names of letters, digits, . _ - separated by /, none starting with a dot',
      }),
    )
    .optional(),
})

/** What one variable cannot say alone: an S3 configuration is whole or absent. */
const ZEnvChecked = ZEnv.superRefine((vars, context) => {
  const issue = (path: keyof typeof vars, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message })
  if (!vars.S3_BUCKET) {
    const strays = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const).filter(
      (name) => vars[name] !== undefined,
    )
    // Half an S3 configuration would quietly keep uploads on this machine's disk.
    if (strays.length > 0) issue('S3_BUCKET', `S3_BUCKET is missing, but ${strays.join(', ')} is set`)
    return
  }
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    issue(
      vars.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS default credentials',
    )
  }
  // AWS answers a request signed for another region with a redirect the SDK does not follow.
  if (!vars.S3_REGION && !vars.S3_ENDPOINT)
    issue('S3_REGION', 'S3_REGION is required for an AWS bucket (e.g. eu-west-1)')
})

export type TEnv = z.infer<typeof ZEnv>

let parsed: TEnv | undefined

export function env(): TEnv {
  if (!parsed) {
    const result = ZEnvChecked.safeParse(process.env)
    if (!result.success) {
      const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      throw new Error(`Invalid environment:\n${lines.join('\n')}`)
    }
    parsed = result.data
  }
  return parsed
}

/** Forgets the parsed environment, so the next env() reads process.env again: for tests that change a setting. */
export function reloadEnv(): void {
  parsed = undefined
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

/** Where uploads go when they leave this machine: the bucket and how to reach it. */
export type TS3Settings = {
  bucket: string
  region: string
  /** Unset on AWS, where the SDK derives the address from the region. */
  endpoint?: string
  /** Unset: the AWS SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  isPathStyle: boolean
  /** Key prefix without slashes at either end; '' for the bucket's root. */
  prefix: string
}

/** The S3-compatible storage uploads live on, or null: on disk in MONSOON_DATA_DIR. */
export function s3Settings(): TS3Settings | null {
  const vars = env()
  if (!vars.S3_BUCKET) return null
  return {
    bucket: vars.S3_BUCKET,
    // Providers with their own endpoint mostly ignore the region (R2 reads us-east-1 as its `auto`).
    region: vars.S3_REGION ?? 'us-east-1',
    ...(vars.S3_ENDPOINT ? { endpoint: vars.S3_ENDPOINT } : {}),
    ...(vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY } }
      : {}),
    isPathStyle: vars.S3_FORCE_PATH_STYLE === '1',
    prefix: vars.S3_PREFIX ?? '',
  }
}
