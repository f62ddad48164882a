import type React from 'react'
import { LoginSplitLayout } from '@/components/layouts/login-layouts'
import { Unavailable } from '@/components/unavailable'
import { loadStartup } from '@/server/content/startup'

export default async function LoginSplit({ children }: { children: React.ReactNode }) {
  const startup = await loadStartup()
  if (!startup) return <Unavailable />
  return <LoginSplitLayout config={startup.config}>{children}</LoginSplitLayout>
}
