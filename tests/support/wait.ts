import pg from 'pg'

/** Waits until `condition` holds (checked every `everyMs`) or `ms` pass; says which. */
export async function until(condition: () => boolean | Promise<boolean>, ms = 5_000, everyMs = 20): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  return condition()
}

/** One SQL statement on its own connection: what another instance, or an operator, does. */
export async function sqlAt(url: string, text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}
