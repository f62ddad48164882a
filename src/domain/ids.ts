/** Record ids are UUIDs (ADR 002): the one pattern routes, schemas and paths check them with. */
const HEX = '[0-9a-fA-F]'
const UUID_CORE = `${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}`

/**
 * Either case, spelled out rather than with the `i` flag: the OpenAPI document carries the
 * pattern's source, and a JSON Schema pattern has no flags (the flag came out as a literal `/i`).
 */
export const UUID = new RegExp(`^${UUID_CORE}$`)

/** A pattern for a path `prefix/{uuid}` (an optional trailing slash), capturing the id. */
export const uuidPathPattern = (prefix: string) =>
  new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(${UUID_CORE})/?$`, 'i')
