import { apiCall, type TCallOptions } from '@/lib/api-client'

/** Browser calls of the agent vault (spec §7 RequestBooking), through the one API client. */
export const VAULT_BASE = '/b2badminapi/api/RequestBooking'

/** A call of the vault: a RequestBooking `name`, or another of the site's API paths (starting with `/`). */
export const vaultCall = <T>(name: string, body?: unknown, options?: TCallOptions): Promise<T> =>
  apiCall<T>(name.startsWith('/') ? name : `${VAULT_BASE}/${name}`, body, options)
