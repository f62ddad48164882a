import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/**
 * What a log line says about the request it was written for: the request id (the caller's
 * `X-Request-Id`, or one made by the HTTP front) and, once the app has authenticated someone, who.
 * The front opens the context; `authenticate` (agents) and the staff checks fill in the actor.
 *
 * The store lives on globalThis: the front runs outside Next's bundles (src/host/server.ts) and the
 * app inside them, each with its own copy of this module (docs/architecture/serving.md).
 */
export type TRequestContext = {
  requestId: string
  /** `agent:<id>` or `staff:<id>`; unset while nobody is signed in. */
  actor?: string
}

const KEY = Symbol.for('monsoon.request-context')
const storage = (): AsyncLocalStorage<TRequestContext> => {
  const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<TRequestContext> }
  holder[KEY] ??= new AsyncLocalStorage<TRequestContext>()
  return holder[KEY]
}

export function runInRequest<T>(context: TRequestContext, work: () => T): T {
  return storage().run(context, work)
}

export function currentRequest(): TRequestContext | undefined {
  return storage().getStore()
}

/** Records who the request is for; the first identification wins (a staff member reading agents stays the staff member). */
export function noteActor(kind: 'agent' | 'staff', id: string | number): void {
  const context = storage().getStore()
  if (context && !context.actor) context.actor = `${kind}:${id}`
}

/**
 * A request id a caller (or the load balancer) sent is kept, so one id follows a request through
 * every hop; it must look like an id, not like text to inject into logs. Anything else is replaced.
 */
const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && REQUEST_ID.test(value) ? value : randomUUID()
}
