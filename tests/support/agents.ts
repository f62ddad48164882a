import type { bootTestPayload } from './payload'

type TApi = Awaited<ReturnType<typeof bootTestPayload>>['api']

/** The demo agents (README "Demo data"): Anna and Jonas of Lotus Travel, Olivia of Southern Cross. */
export const ANNA = 'anna@lotus-travel.demo'
export const JONAS = 'jonas@lotus-travel.demo'
export const OLIVIA = 'olivia@southerncross.demo'
/** Their password. */
export const AGENT_PASSWORD = 'agent-demo-2026'

/** Signs the demo agents in through the API and returns their Bearer tokens by email. */
export async function agentTokens(api: TApi, emails: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {}
  for (const email of emails) {
    const answer = await api.request('http://localhost:3000/b2badminapi/api/ManagerUser/authenticateCrmclient', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: email, password: AGENT_PASSWORD, client: 'api' }),
    })
    tokens[email] = ((await answer.json()) as { data: { token: string } }).data.token
  }
  return tokens
}

/** What staff do in /admin: adds a nation to an agent's listNation. */
export async function giveNation(
  payload: Awaited<ReturnType<typeof bootTestPayload>>['payload'],
  email: string,
  code: string,
) {
  const [{ docs: agents }, { docs: nations }] = await Promise.all([
    payload.find({ collection: 'agents', where: { email: { equals: email } }, depth: 0, limit: 1 }),
    payload.find({ collection: 'nations', where: { code: { equals: code } }, depth: 0, limit: 1 }),
  ])
  const agent = agents[0]
  const listNation = (agent.listNation ?? []).map((nation) => (typeof nation === 'string' ? nation : nation.id))
  await payload.update({
    collection: 'agents',
    id: agent.id,
    data: { listNation: [...new Set([...listNation, nations[0].id])] },
    depth: 0,
  })
}
