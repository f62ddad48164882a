/** What every integration database is prepared and used with (the templates and each file's copy). */
export const INT_ENV = {
  PAYLOAD_SECRET: 'integration-tests-secret-0123456789',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
} as const

/** The integration run's template databases: migrated only, and migrated with the demo data set. */
export const TEMPLATES = { empty: 'template_empty', demo: 'template_demo' } as const
export type TTemplate = keyof typeof TEMPLATES
