/**
 * The demo copy of the public editorial site (issue #7): every single page (a Payload global) and
 * every editorial list (FAQs, team, journeys, concierge, fam trips…). Plain data only, so tests
 * can check it without a database; editorial-seed.ts writes it through Payload. One file per part
 * of the site.
 *
 * Rich text is written as a list of blocks (see rich-text.ts: "## " starts a heading). Images are
 * generated scenes (see artwork.ts); an image used in several places is one constant, rendered and
 * uploaded once.
 */
export * from './art'
export * from './beyond'
export * from './concierge'
export * from './journal'
export * from './nations'
export * from './pages'
export * from './press-room'
export * from './restaurants'
export * from './travel'
export * from './videos'
