import { describe, expect, it } from 'vitest'
import { autosaveDue, hasUnsavedWork, nextSaveState, type TSaveEvent, type TSaveState } from './save-state'

const run = (events: TSaveEvent[], from: TSaveState = 'saved') => events.reduce(nextSaveState, from)

describe('the builder save state', () => {
  it('saves an edit, and stays unsaved when the agent edited during the save', () => {
    expect(run([{ type: 'edit' }])).toBe('unsaved')
    expect(run([{ type: 'edit' }, { type: 'start' }, { type: 'saved', editedMeanwhile: false }])).toBe('saved')
    expect(run([{ type: 'edit' }, { type: 'start' }, { type: 'saved', editedMeanwhile: true }])).toBe('unsaved')
  })

  it('holds a conflict through further edits until the agent chooses; a plain failure can be retried', () => {
    const conflict = run([{ type: 'edit' }, { type: 'start' }, { type: 'failed', stale: true }])
    expect(conflict).toBe('conflict')
    expect(nextSaveState(conflict, { type: 'edit' })).toBe('conflict')
    expect(autosaveDue(conflict)).toBe(false)
    expect(nextSaveState(conflict, { type: 'replaced' })).toBe('saved')
    const failed = run([{ type: 'edit' }, { type: 'start' }, { type: 'failed', stale: false }])
    expect(failed).toBe('error')
    expect(nextSaveState(failed, { type: 'edit' })).toBe('unsaved')
  })

  it('warns before leaving whenever something is not saved', () => {
    expect(hasUnsavedWork('saved')).toBe(false)
    for (const state of ['unsaved', 'saving', 'error', 'conflict'] as const) expect(hasUnsavedWork(state)).toBe(true)
  })
})
