import { describe, expect, it } from 'vitest'
import { KeyQueue } from './key-queue'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

/** A promise and the function that resolves it. */
function deferred() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** Work that records when it starts and ends, and ends only when told. */
function gatedWork(log: string[], name: string) {
  const finished = deferred()
  return {
    finish: finished.resolve,
    work: async () => {
      log.push(`${name} starts`)
      await finished.promise
      log.push(`${name} ends`)
      return name
    },
  }
}

describe('KeyQueue', () => {
  it('runs work on the same key one at a time, in the order asked', async () => {
    const queue = new KeyQueue()
    const log: string[] = []
    const a = gatedWork(log, 'a')
    const b = gatedWork(log, 'b')
    const c = gatedWork(log, 'c')
    const runs = [queue.run(['k'], a.work), queue.run(['k'], b.work), queue.run(['k'], c.work)]
    await tick()
    expect(log).toEqual(['a starts'])
    c.finish()
    b.finish()
    await tick()
    expect(log).toEqual(['a starts'])
    a.finish()
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c'])
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends'])
  })

  it('runs work on other keys alongside', async () => {
    const queue = new KeyQueue()
    const log: string[] = []
    const a = gatedWork(log, 'a')
    const b = gatedWork(log, 'b')
    const runs = [queue.run(['x', 'y'], a.work), queue.run(['z'], b.work)]
    await tick()
    expect(log).toEqual(['a starts', 'b starts'])
    b.finish()
    a.finish()
    await Promise.all(runs)
  })

  it('never deadlocks on overlapping keys asked in opposite orders', async () => {
    const queue = new KeyQueue()
    const log: string[] = []
    const first = gatedWork(log, 'first')
    const runs = [
      queue.run(['a', 'b'], first.work),
      queue.run(['b', 'a'], async () => 'second'),
      queue.run(['b', 'c'], async () => 'third'),
      queue.run(['c'], async () => 'fourth'),
    ]
    await tick()
    first.finish()
    expect(await Promise.all(runs)).toEqual(['first', 'second', 'third', 'fourth'])
  })

  it('lets the next go when work fails, passes the failure on, and forgets idle keys', async () => {
    const queue = new KeyQueue()
    const failing = queue.run(['k', 'l'], async () => {
      throw new Error('refused')
    })
    const next = queue.run(['k'], async () => 'next')
    await expect(failing).rejects.toThrow('refused')
    expect(await next).toBe('next')
    expect(queue.size).toBe(0)
  })

  it('tells the running work whether someone waits behind it', async () => {
    const queue = new KeyQueue()
    const seen: boolean[] = []
    const { promise: waiting, resolve: go } = deferred()
    const first = queue.run(['a', 'b'], async (turn) => {
      seen.push(turn.hasNext())
      await waiting
      seen.push(turn.hasNext())
    })
    await tick()
    const second = queue.run(['b'], async (turn) => {
      seen.push(turn.hasNext())
    })
    go()
    await Promise.all([first, second])
    expect(seen).toEqual([false, true, false])
  })

  it('lets the next turn start when the work releases its own early', async () => {
    const queue = new KeyQueue()
    const log: string[] = []
    const { promise: waiting, resolve: go } = deferred()
    const first = queue.run(['k'], async (turn) => {
      log.push('first takes its turn')
      turn.release()
      await waiting
      log.push('first ends')
    })
    const second = queue.run(['k'], async (turn) => {
      log.push('second takes its turn')
      expect(turn.hasNext()).toBe(false)
    })
    await second
    expect(log).toEqual(['first takes its turn', 'second takes its turn'])
    go()
    await first
    expect(queue.size).toBe(0)
  })
})
