import 'server-only'
import { cookies } from 'next/headers'
import { cache } from 'react'
import type { TAgentProfile } from '@/domain/agents'
import { ACCESS_COOKIE } from '@/lib/session-cookie-names'
import { authenticate, profileOf, type TAuth } from './sessions'

/** The session of this page request, or null (once per request). */
export const currentAuth = cache(
  async (): Promise<TAuth | null> => authenticate((await cookies()).get(ACCESS_COOKIE)?.value),
)

/** The signed-in agent of this page request, or null (once per request). */
export const currentAgent = cache(async (): Promise<TAgentProfile | null> => {
  const auth = await currentAuth()
  return auth ? profileOf(auth) : null
})
