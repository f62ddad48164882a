import { describe, expect, it } from 'vitest'
import { loggedPath, withoutQueryParams } from './log-scrub'

describe('loggedPath', () => {
  it.each([
    ['/itinerary/Zm9vYmFyYmF6cXV4/pdf?x=1', '/itinerary/:token/pdf'],
    ['/itinerary/Zm9vYmFy', '/itinerary/:token'],
    ['/admin/reset/4f1c2a9e0b', '/admin/reset/:token'],
    ['/set-password?token=abc', '/set-password'],
    ['/journal#top', '/journal'],
    ['/b2badminapi/api/ManagerUser/crmInfoclient', '/b2badminapi/api/ManagerUser/crmInfoclient'],
  ])('%s is logged as %s', (target, logged) => {
    expect(loggedPath(target)).toBe(logged)
  })
})

describe('withoutQueryParams', () => {
  it('drops the bound values of a failed query from a message and from a stack', () => {
    const message =
      'Failed query: insert into "emails" ("to", "html") values ($1, $2)\nparams: anna@lotus.demo,<p>Dear Anna,\nyour trip</p>'
    expect(withoutQueryParams(message)).toBe(
      'Failed query: insert into "emails" ("to", "html") values ($1, $2)\nparams: [redacted]',
    )
    const stack = `Error: ${message}\n    at query (/app/node_modules/pg/lib/client.js:1:1)\n    at run (/app/x.js:2:2)`
    expect(withoutQueryParams(stack)).toBe(
      'Error: Failed query: insert into "emails" ("to", "html") values ($1, $2)\nparams: [redacted]\n    at query (/app/node_modules/pg/lib/client.js:1:1)\n    at run (/app/x.js:2:2)',
    )
    expect(withoutQueryParams('connect ECONNREFUSED 127.0.0.1:5432')).toBe('connect ECONNREFUSED 127.0.0.1:5432')
  })
})
