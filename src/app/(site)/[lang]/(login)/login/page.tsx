import { redirect } from 'next/navigation'
import { localizedPath } from '@/domain/locales'
import { pageLocale } from '@/lib/i18n/page-locale'
import { currentAgent } from '@/server/auth/current'

/** Spec §2 Layouts: the auth callback. Signed in: the post-login home; otherwise the login route. */
export default async function AuthCallback() {
  const locale = await pageLocale()
  redirect(localizedPath((await currentAgent()) ? '/' : '/login-agent', locale))
}
