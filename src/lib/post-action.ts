/**
 * Calls one of the back office's buttons (`staffAction`, ADR 038) and returns its `data`, or throws
 * with the message the server gave (the API's error shape), for the button to show.
 */
export async function postAction<T>(path: string, body: object = {}): Promise<T> {
  const response = await fetch(`/cms-api/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = await response.json().catch(() => null)
  if (!response.ok) throw new Error(answer?.error?.message ?? 'Something went wrong. Please try again.')
  return answer.data as T
}
