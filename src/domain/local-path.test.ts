import { describe, expect, it } from 'vitest'
import { localPath } from './local-path'

describe('localPath: where a sign-in may send the agent back to', () => {
  it.each([
    ['/marketplace/b2b-agent-vault', '/marketplace/b2b-agent-vault'],
    ['/marketplace/b2b-agent-vault/x?tab=1#day-2', '/marketplace/b2b-agent-vault/x?tab=1#day-2'],
    ['/', '/'],
  ])('keeps the local path %s', (value, expected) => {
    expect(localPath(value)).toBe(expected)
  })

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '\\/evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(localPath(value)).toBeNull()
  })
})
