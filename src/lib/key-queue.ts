/** The running work's view of the queue. */
export type TTurn = {
  /** Whether someone has asked for one of these keys since, and waits for this turn to end. */
  hasNext: () => boolean
  /** Ends the turn now: the next in line starts while this work goes on, outside the queue. */
  release: () => void
}

/**
 * Work that touches the same keys takes turns in this process, in the order it asked; work on
 * other keys runs alongside. A caller's keys are all taken at once when it asks (no await between
 * them), and each caller waits only for those that asked before it, so two callers with
 * overlapping keys can never wait for each other. A turn ends when its work ends, or earlier when
 * the work releases it. Keys nobody waits on are forgotten: the map holds only what is running or
 * queued.
 *
 * This orders work within one process only; what must hold across processes is the database's to
 * guarantee (ADR 044: the allotment rows' conditional updates). Its use is to keep doomed work from
 * piling up: a burst of agents at the same last rooms waits here, costing nothing, instead of in
 * the database, each holding a connection and a transaction.
 */
export class KeyQueue {
  private readonly tails = new Map<string, Promise<void>>()

  async run<T>(keys: Iterable<string>, work: (turn: TTurn) => Promise<T>): Promise<T> {
    const mine = [...new Set(keys)]
    let done: () => void = () => {}
    const finished = new Promise<void>((resolve) => {
      done = resolve
    })
    const before = mine.map((key) => this.tails.get(key)).filter((tail) => tail !== undefined)
    for (const key of mine) this.tails.set(key, finished)
    const release = () => {
      done()
      for (const key of mine) if (this.tails.get(key) === finished) this.tails.delete(key)
    }
    try {
      await Promise.all(before)
      const hasNext = () =>
        mine.some((key) => {
          const tail = this.tails.get(key)
          return tail !== undefined && tail !== finished
        })
      return await work({ hasNext, release })
    } finally {
      release()
    }
  }

  /** How many keys have work running or queued (for tests and the memory bound). */
  get size() {
    return this.tails.size
  }
}
