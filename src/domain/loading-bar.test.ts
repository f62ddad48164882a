import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createLoadingTracker, isDataSaving, LOADING_BAR_THROTTLE_MS, type TTimers } from './loading-bar'

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 0
  let next = 0
  const due = new Map<number, { at: number; run: () => void }>()
  const timers: TTimers = {
    set: (run, ms) => {
      next += 1
      due.set(next, { at: now + ms, run })
      return next
    },
    clear: (id) => {
      due.delete(id as number)
    },
  }
  const advance = (ms: number) => {
    now += ms
    for (const [id, timer] of [...due].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now) {
        due.delete(id)
        timer.run()
      }
    }
  }
  return { timers, advance, pending: () => due.size }
}

function tracked() {
  const clock = fakeClock()
  const changes: boolean[] = []
  const tracker = createLoadingTracker({
    throttleMs: LOADING_BAR_THROTTLE_MS,
    timers: clock.timers,
    onChange: (shown) => changes.push(shown),
  })
  return { clock, changes, tracker }
}

describe('the loading bar (spec §9: throttle 200 ms)', () => {
  it('work done within 200 ms never shows it', () => {
    const { clock, changes, tracker } = tracked()
    const done = tracker.begin()
    clock.advance(199)
    done()
    clock.advance(1_000)
    expect(changes).toEqual([])
    expect(tracker.isShown()).toBe(false)
    expect(clock.pending()).toBe(0)
  })

  it('work past 200 ms shows it at 200 ms, until it ends', () => {
    const { clock, changes, tracker } = tracked()
    const done = tracker.begin()
    clock.advance(199)
    expect(tracker.isShown()).toBe(false)
    clock.advance(1)
    expect(tracker.isShown()).toBe(true)
    clock.advance(3_000)
    done()
    expect(changes).toEqual([true, false])
  })

  it('overlapping work shows it once and hides it when the last piece ends; ending twice counts once', () => {
    const { clock, changes, tracker } = tracked()
    const first = tracker.begin()
    clock.advance(150)
    const second = tracker.begin()
    clock.advance(50)
    expect(tracker.isShown()).toBe(true)
    first()
    first()
    expect(tracker.isShown()).toBe(true)
    second()
    expect(changes).toEqual([true, false])
  })

  it('a new piece of work after the bar hid waits its own 200 ms', () => {
    const { clock, changes, tracker } = tracked()
    const a = tracker.begin()
    clock.advance(300)
    a()
    const b = tracker.begin()
    clock.advance(100)
    expect(tracker.isShown()).toBe(false)
    clock.advance(100)
    expect(tracker.isShown()).toBe(true)
    b()
    expect(changes).toEqual([true, false, true, false])
  })

  it('law: whatever the schedule, the bar is shown exactly when some work has lasted 200 ms', () => {
    // Each piece of work: when it starts and how long it lasts, on a 10 ms grid.
    const work = fc.array(fc.record({ start: fc.nat(60), length: fc.nat(60) }), { minLength: 1, maxLength: 8 })
    fc.assert(
      fc.property(work, (pieces) => {
        const { clock, tracker } = tracked()
        const ends = new Map<number, () => void>()
        for (let tick = 0; tick <= 130; tick += 1) {
          // Within one tick, work that starts does so before work that ends: no gap between them.
          pieces.forEach((piece, index) => {
            if (piece.start === tick) ends.set(index, tracker.begin())
          })
          pieces.forEach((piece, index) => {
            if (piece.start + piece.length === tick) ends.get(index)?.()
          })
          const running = pieces.filter((p) => p.start <= tick && tick < p.start + p.length)
          // Shown iff work has been under way without a gap since a moment at least 200 ms ago.
          let since = tick
          while (since > 0 && pieces.some((p) => p.start <= since - 1 && since - 1 < p.start + p.length)) since -= 1
          const expected = running.length > 0 && (tick - since) * 10 >= LOADING_BAR_THROTTLE_MS
          expect(tracker.isShown()).toBe(expected)
          clock.advance(10)
        }
      }),
    )
  })
})

describe('prefetch on slow or data-saving connections (spec §9)', () => {
  it('skips on data saver, 2G and slow 2G; prefetches otherwise and where the API is missing', () => {
    expect(isDataSaving({ saveData: true, effectiveType: '4g' })).toBe(true)
    expect(isDataSaving({ effectiveType: '2g' })).toBe(true)
    expect(isDataSaving({ effectiveType: 'slow-2g' })).toBe(true)
    expect(isDataSaving({ saveData: false, effectiveType: '3g' })).toBe(false)
    expect(isDataSaving({ saveData: false, effectiveType: '4g' })).toBe(false)
    expect(isDataSaving({ saveData: 'yes', effectiveType: 'slow' })).toBe(false)
    expect(isDataSaving(undefined)).toBe(false)
    expect(isDataSaving(null)).toBe(false)
  })
})
