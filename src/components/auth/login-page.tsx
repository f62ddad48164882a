import { redirect } from 'next/navigation'
import { currentAgent } from '@/server/auth/current'
import { LoginForm } from './login-form.client'

/** The login routes' page body: the form, or straight home for an agent already signed in (spec §2 Layouts). */
export async function LoginPage() {
  if (await currentAgent()) redirect('/')
  return <LoginForm />
}
