/** Record ids are UUIDs (ADR 002): the one pattern routes, schemas and paths check them with. */
const UUID_CORE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

export const UUID = new RegExp(`^${UUID_CORE}$`, 'i')

/** A pattern for a path `prefix/{uuid}` (an optional trailing slash), capturing the id. */
export const uuidPathPattern = (prefix: string) =>
  new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(${UUID_CORE})/?$`, 'i')
