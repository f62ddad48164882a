import 'server-only'
import { cookies } from 'next/headers'
import { cache } from 'react'
import type { TAgentProfile } from '@/domain/agents'
import { ACCESS_COOKIE } from '@/lib/session-cookie-names'
import { authenticate, profileOf } from './sessions'

/** The signed-in agent of this page request, or null (once per request). */
export const currentAgent = cache(async (): Promise<TAgentProfile | null> => {
  const token = (await cookies()).get(ACCESS_COOKIE)?.value
  const auth = await authenticate(token)
  return auth ? profileOf(auth) : null
})
