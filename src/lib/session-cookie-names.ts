/** Names of the agent-session cookies, shared by the API that sets them and the pages that read them. */
export const ACCESS_COOKIE = 'monsoon_at'
export const REFRESH_COOKIE = 'monsoon_rt'
/** Spec §9: the locale cookie, 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected'
/** Request header the proxy sets with the page's path, for layouts. */
export const PATH_HEADER = 'x-monsoon-path'
