/**
 * A tiny seeded PRNG so generated artwork is identical on every run: the same name always
 * yields the same hills, towers and clouds (no Math.random anywhere in the seed).
 */
export type TRandom = {
  /** A float in [0, 1). */
  next: () => number
  /** A float in [min, max). */
  range: (min: number, max: number) => number
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number
}

/** FNV-1a, 32-bit: a stable hash of a string to seed the generator. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: small, fast and good enough for placing shapes. */
export function seededRandom(seed: string): TRandom {
  let state = hashString(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
  }
}
