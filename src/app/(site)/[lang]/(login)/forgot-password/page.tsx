import type { Metadata } from 'next'
import { ForgotPasswordForm } from '@/components/auth/password-forms.client'

export const metadata: Metadata = { title: 'Reset your password | Monsoon', robots: { index: false } }

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />
}
