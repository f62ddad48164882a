/**
 * A backup or restore that stopped for a reason the operator can act on: the scripts print its
 * message alone, without a stack trace, and exit non-zero.
 */
export class BackupError extends Error {
  override name = 'BackupError'
}
