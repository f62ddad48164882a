import 'server-only'
import { noteActor } from '@/lib/request-context'
import type { User } from '@/payload-types'
import { payloadClient } from '@/server/payload'

/** The staff member behind a request's back-office credentials (the /admin cookie, a JWT or an API key), or null. */
export async function staffUserOf(headers: Headers): Promise<User | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers })
  if (user?.collection !== 'users') return null
  noteActor('staff', user.id)
  return user as User
}
