/**
 * The vault builder's save state (ADR 012): the agent edits, the browser saves in the background,
 * the server may refuse. One pure transition function, so every path is a unit test, not a
 * sequence of `setState` calls spread over a component.
 */
export type TSaveState = 'saved' | 'unsaved' | 'saving' | 'error' | 'conflict'

export type TSaveEvent =
  /** The agent changed the itinerary. */
  | { type: 'edit' }
  | { type: 'start' }
  /** The server saved; `editedMeanwhile` when the agent changed something while it did. */
  | { type: 'saved'; editedMeanwhile: boolean }
  /** The server refused: `stale` when someone saved a newer version first. */
  | { type: 'failed'; stale: boolean }
  /** The agent's changes were replaced by the server's version (details saved, changes dropped). */
  | { type: 'replaced' }

export function nextSaveState(state: TSaveState, event: TSaveEvent): TSaveState {
  switch (event.type) {
    // A conflict waits for the agent's choice; further edits do not start a save that would fail again.
    case 'edit':
      return state === 'conflict' ? 'conflict' : 'unsaved'
    case 'start':
      return 'saving'
    case 'saved':
      return event.editedMeanwhile ? 'unsaved' : 'saved'
    case 'failed':
      return event.stale ? 'conflict' : 'error'
    case 'replaced':
      return 'saved'
  }
}

/** A background save is due (after a short pause): only for plain unsaved edits. */
export const autosaveDue = (state: TSaveState) => state === 'unsaved'

/** Leaving the page would lose something. */
export const hasUnsavedWork = (state: TSaveState) => state !== 'saved'

export const SAVE_STATE_TEXT: Record<TSaveState, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  error: 'Not saved',
  conflict: 'Not saved: changed elsewhere',
}
