/** Itinerary operations and pricing of the agent vault (spec §4, ADR 012): pure, shared by browser and server. */

export * from './compare'
export * from './monsoon'
export * from './operations'
export * from './price'
export * from './rooms'
export * from './save-state'
export * from './settle'
export * from './spec-view'
export * from './stays'
export * from './summary'
export * from './types'
