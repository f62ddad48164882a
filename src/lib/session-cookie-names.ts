/** Names of the agent-session cookies, shared by the API that sets them and the pages that read them. */
export const ACCESS_COOKIE = 'monsoon_at'
export const REFRESH_COOKIE = 'monsoon_rt'
/** Spec §9: the locale cookie, 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected'
/**
 * Set beside the locale cookie when the visitor chose its language with the switch (issue 55): the
 * locale cookie alone also holds the language of a first visit, which a sign-in must not take for
 * the agent's choice.
 */
export const LOCALE_CHOICE_COOKIE = 'i18n_chosen'
/** Request header the proxy sets with the page's path, for layouts. */
export const PATH_HEADER = 'x-monsoon-path'
