import { z } from 'zod'

/**
 * Every environment variable the app reads, parsed once. The launcher (scripts/start.ts) fills
 * DATABASE_URL and PAYLOAD_SECRET before Next starts when they are unset, so inside the server
 * both are always present.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is missing: start the app with `npm start`'),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters'),
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

/** Demo mode: the launcher started its own embedded PostgreSQL (no DATABASE_URL was given). */
export function isDemoMode(): boolean {
  return env().MONSOON_DEMO === '1'
}
