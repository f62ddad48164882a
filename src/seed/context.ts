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
  // Handed over as a promise on purpose: Payload then joins the transaction but, should an
  // operation fail, leaves it to us instead of rolling it back itself, which would let the next
  // queued calls run outside any transaction.
  const joined = transactionID === undefined ? undefined : Promise.resolve(transactionID)
  let queue: Promise<unknown> = Promise.resolve()
  let failure: unknown
  const write = <T>(operation: (req: TRequest) => Promise<T>): Promise<T> => {
    const result = queue.then(() => {
      if (failure !== undefined) throw new Error('Seed aborted after an earlier failure', { cause: failure })
      return operation(joined ? { transactionID: joined } : {})
    })
    queue = result.catch((error: unknown) => {
      failure ??= error
    })
    return result
  }
  return { payload, write, firstWriteError: () => failure }
}
