/**
 * The spec writes the content-area path segment as `{area}` and the nation call as
 * `{area}/{area-nation}/GetNation` without naming them (§7). We fix them here, once (ADR 005):
 * `client` is the public content area, `Nation` the nation controller.
 */
export const AREA = 'client'
export const AREA_NATION = 'Nation'
