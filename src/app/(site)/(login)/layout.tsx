import type React from 'react'
import { LoginBackdropLayout } from '@/components/layouts/login-layouts'
import { Unavailable } from '@/components/unavailable'
import { loadStartup } from '@/server/content/startup'

export default async function LoginLayout({ children }: { children: React.ReactNode }) {
  const startup = await loadStartup()
  if (!startup) return <Unavailable />
  return <LoginBackdropLayout config={startup.config}>{children}</LoginBackdropLayout>
}
