/** The pricing module (ADR 010): pure, integer money, used by the server and the browser alike. */
export * from './activity'
export * from './convert'
export * from './dates'
export * from './hotel'
export * from './money'
export * from './settings'
