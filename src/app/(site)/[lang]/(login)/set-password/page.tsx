import type { Metadata } from 'next'
import { SetPasswordForm } from '@/components/auth/password-forms.client'

export const metadata: Metadata = { title: 'Choose your password | Monsoon', robots: { index: false } }

export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams
  if (!token) {
    return (
      <p role="alert" className="text-center">
        This link is incomplete. Please open the link from your email again.
      </p>
    )
  }
  return <SetPasswordForm token={token} />
}
