import type { Payload } from 'payload'

/**
 * Every statement any of Payload's connections sends while `run` runs: counted on the client class
 * of its pool (pool queries go through a client too); only those whose text matches `matching`, when given.
 */
export async function statementsOf(payload: Payload, run: () => Promise<unknown>, matching?: RegExp): Promise<number> {
  const pool = (payload.db as unknown as { pool: { Client: { prototype: unknown } } }).pool
  const prototype = pool.Client.prototype as { query: (...args: unknown[]) => unknown }
  const { query } = prototype
  let count = 0
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [statement] = args as [string | { text?: string } | undefined]
    const text = typeof statement === 'string' ? statement : (statement?.text ?? '')
    if (!matching || matching.test(text)) count++
    return query.apply(this, args)
  }
  try {
    await run()
  } finally {
    prototype.query = query
  }
  return count
}
