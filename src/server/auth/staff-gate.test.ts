import { describe, expect, it } from 'vitest'
import { isOpenWithoutSession, whereProblem } from './staff-gate'

const where = (query: string) => whereProblem(new URLSearchParams(query))

describe('whereProblem: conditions Payload would hand PostgreSQL to fail on', () => {
  it.each([
    ['where[id][in]=abc', 'An id is a UUID'],
    ['where[or][0][id][not_in]=x,y', 'An id is a UUID'],
    ['where[id][contains]=a', 'An id is a UUID'],
    ['where[question][near]=1,2', 'The operator near cannot be used here'],
    ['where[question][all]=a', 'The operator all cannot be used here'],
    ['where[_status][equals]=zzz', 'The status is draft or published'],
  ])('%s → %s', (query, problem) => {
    expect(where(query)).toBe(problem)
  })

  it.each([
    'where[id][in]=0b0e6f8e-2d1a-4c3e-9f00-1a2b3c4d5e6f,1b0e6f8e-2d1a-4c3e-9f00-1a2b3c4d5e6f',
    'where[_status][equals]=published',
    'where[question][like]=visa',
    'limit=10&depth=0&sort=-createdAt',
    'where[and][0][title][equals]=x',
  ])('lets %s through', (query) => {
    expect(where(query)).toBeNull()
  })
})

describe('isOpenWithoutSession: what the public may fetch from Payload without a staff session', () => {
  it.each([
    '/cms-api/media/file/hero.jpg',
    '/cms-api/files/file/beyond-hard-copy.pdf',
    '/cms-api/files/file/dawn-on-the-mekong.mp4',
    '/cms-api/users/login',
  ])('opens %s', (path) => {
    expect(isOpenWithoutSession(path)).toBe(true)
  })

  it.each(['/cms-api/files', '/cms-api/files/1', '/cms-api/media', '/cms-api/agents', '/cms-api/filesx/file/a.pdf'])(
    'keeps %s for staff',
    (path) => {
      expect(isOpenWithoutSession(path)).toBe(false)
    },
  )
})
