/** Browser calls of the agent vault (spec §7 RequestBooking); the session travels in httpOnly cookies. */
export const VAULT_BASE = '/b2badminapi/api/RequestBooking'

export type TFieldProblem = { field: string; message: string }

/** A failed call, with the server's readable message and the fields it named. */
export class VaultError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: TFieldProblem[] = [],
  ) {
    super(message)
  }
}

/** A call of the vault: a RequestBooking `name`, or another of the site's API paths (starting with `/`). */
export async function vaultCall<T>(
  name: string,
  body?: unknown,
  options: { method?: 'POST' | 'PUT' | 'DELETE' | 'GET'; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response
  try {
    response = await fetch(name.startsWith('/') ? name : `${VAULT_BASE}/${name}`, {
      method: options.method ?? 'POST',
      headers: body === undefined ? options.headers : { 'content-type': 'application/json', ...options.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch {
    throw new VaultError(0, 'We could not reach the server. Please check your connection and try again.')
  }
  const json = (await response.json().catch(() => ({}))) as {
    data?: T
    error?: { message?: string; fields?: TFieldProblem[] }
  }
  if (response.ok && json.data !== undefined) return json.data
  if (response.status === 401) throw new VaultError(401, 'Your session has ended. Please sign in again.')
  throw new VaultError(response.status, json.error?.message ?? 'Something went wrong...', json.error?.fields ?? [])
}

export const errorText = (error: unknown) =>
  error instanceof VaultError
    ? [error.message, ...error.fields.map((field) => field.message)].join(' — ')
    : 'Something went wrong...'
