import { redirect } from 'next/navigation'
import { currentAgent } from '@/server/auth/current'

/** Spec §2 Layouts: the auth callback. Signed in: the post-login home; otherwise the login route. */
export default async function AuthCallback() {
  redirect((await currentAgent()) ? '/' : '/login-agent')
}
