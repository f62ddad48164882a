import type { bootTestPayload } from './payload'

type TApi = Awaited<ReturnType<typeof bootTestPayload>>['api']

/** Signs the demo agents in through the API and returns their Bearer tokens by email. */
export async function agentTokens(api: TApi, emails: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {}
  for (const email of emails) {
    const answer = await api.request('http://localhost:3000/b2badminapi/api/ManagerUser/authenticateCrmclient', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: email, password: 'agent-demo-2026', client: 'api' }),
    })
    tokens[email] = ((await answer.json()) as { data: { token: string } }).data.token
  }
  return tokens
}
