import type { Payload, PayloadRequest } from 'payload'

type TRequest = Partial<PayloadRequest>

/** What every seeding step needs. */
export type TSeedContext = {
  payload: Payload
  /**
   * Runs one Local API call inside the seed transaction, one call at a time: the transaction is a
   * single connection, and node-postgres deprecates overlapping queries on one client. Each call
   * gets a fresh request object because Payload mutates the one it is given (the upload goes on
   * `req.file`). Once a call has failed, the calls still queued are refused.
   */
  write: <T>(operation: (req: TRequest) => Promise<T>) => Promise<T>
  /** The error of the first write that failed, if any (later ones only report the abort). */
  firstWriteError: () => unknown
}

export function createSeedContext(payload: Payload, transactionID: PayloadRequest['transactionID']): TSeedContext {
  let queue: Promise<unknown> = Promise.resolve()
  let failure: unknown
  const write = <T>(operation: (req: TRequest) => Promise<T>): Promise<T> => {
    const result = queue.then(() => {
      // A failed Local API call has rolled the transaction back (Payload does so for the calls that
      // join one): nothing more may run, or it would run outside any transaction.
      if (failure !== undefined) throw new Error('Seed aborted after an earlier failure', { cause: failure })
      // The seed writes its translations itself: they are not tracked as an editor's (ADR 070).
      return operation(
        transactionID === undefined ? { context: { seed: true } } : { transactionID, context: { seed: true } },
      )
    })
    queue = result.catch((error: unknown) => {
      failure ??= error
    })
    return result
  }
  return { payload, write, firstWriteError: () => failure }
}
