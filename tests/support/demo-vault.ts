import type { Payload } from 'payload'
import { ANNA, agentTokens, JONAS, OLIVIA } from './agents'
import { bootTestPayload } from './payload'
import { apiCaller } from './vault'

/** What a vault test works with: the API in-process, Payload, a caller and the agents' tokens. */
export type TVault = {
  api: Awaited<ReturnType<typeof bootTestPayload>>['api']
  payload: Payload
  call: ReturnType<typeof apiCaller>
  tokens: Record<string, string>
}

/**
 * The start of most vault tests: the demo data set booted for the file (bootTestPayload), the
 * demo agents `agents` signed in through the API, and a caller that sends each one's token.
 * `beforeSignIn` runs in between: what staff change about the agents first (a nation, a role).
 */
export async function bootDemoVault(
  options: { agents?: readonly string[]; beforeSignIn?: (payload: Payload) => Promise<void>; port?: number } = {},
): Promise<TVault> {
  const { api, payload } = await bootTestPayload({ data: 'demo', port: options.port })
  await options.beforeSignIn?.(payload)
  const tokens = await agentTokens(api, options.agents ?? [ANNA, JONAS, OLIVIA])
  return { api, payload, tokens, call: apiCaller(api, tokens) }
}
