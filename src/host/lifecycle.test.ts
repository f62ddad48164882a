import { describe, expect, it } from 'vitest'
import { announceStartUp, appStartUp } from './lifecycle'

describe("the app's start-up, as the process waits for it", () => {
  it('settles when the first announced attempt settles, failed or not; later announcements do not count', async () => {
    let settled = false
    const waiting = appStartUp().then(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    let fail: (error: Error) => void = () => undefined
    const first = new Promise((_, reject) => {
      fail = reject
    })
    expect(announceStartUp(first)).toBe(true)
    expect(announceStartUp(Promise.resolve())).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    fail(new Error('no database'))
    await waiting
    expect(settled).toBe(true)
  })
})
