/**
 * The booking's history as people read it (ADR 030): an agent's autosaves while they work are one
 * entry per editing session, not one per keystroke pause.
 */

/** An agent's saves less than this apart belong to one editing session. */
export const EDIT_SESSION_MS = 30 * 60 * 1000

type TEntry = {
  at: string
  actorKind: string
  actorName: string
  action: string
  fromStatus?: string | null
  toStatus?: string | null
}

/** The actions that are an edit in progress (a status move or a deletion always gets its own entry). */
const EDITS = new Set(['itinerary', 'details', 'cleared'])

/**
 * Whether `next` continues the editing session of `last`, the booking's newest entry: the same
 * agent, both edits, `next` leaving the status as `last` left it, and less than EDIT_SESSION_MS
 * between them. The first edit of a session may have moved the status (a changed quote goes back
 * as changes requested); the entry keeps that move and shows the session's latest summary.
 */
export function continuesEditSession(last: TEntry | undefined, next: Omit<TEntry, 'at'>, now: Date): boolean {
  if (!last) return false
  if (next.actorKind !== 'agent' || last.actorKind !== 'agent' || last.actorName !== next.actorName) return false
  if (!EDITS.has(last.action) || !EDITS.has(next.action)) return false
  if (next.fromStatus !== next.toStatus || last.toStatus !== next.fromStatus) return false
  const gap = now.getTime() - new Date(last.at).getTime()
  return gap >= 0 && gap < EDIT_SESSION_MS
}
