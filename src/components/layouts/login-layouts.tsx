import type React from 'react'
import { Logo } from '@/components/chrome/logo'
import type { TSiteConfig } from '@/domain/site'

/** Login layout 1: the configured background image full-bleed, the logo above a centred card (spec §2 Layouts). */
export function LoginBackdropLayout({ config, children }: { config: TSiteConfig; children: React.ReactNode }) {
  return (
    <div
      className="relative isolate flex min-h-screen flex-col items-center justify-center gap-8 px-4 py-12"
      data-testid="login-layout"
    >
      {config.loginBackground && (
        // biome-ignore lint/performance/noImgElement: media-library background
        <img src={config.loginBackground} alt="" className="absolute inset-0 -z-10 h-full w-full object-cover" />
      )}
      <div className="absolute inset-0 -z-10 bg-black/45" />
      <div className="rounded-sm bg-white/95 px-6 py-3">
        <Logo src={config.logo} size={config.logoSize} className="h-10 w-auto" />
      </div>
      <div className="w-full max-w-[500px] rounded-sm bg-white p-8 shadow-2xl">{children}</div>
    </div>
  )
}

/** Login layout 2: image on one half, logo and card on the other; the image hides on narrow screens. */
export function LoginSplitLayout({ config, children }: { config: TSiteConfig; children: React.ReactNode }) {
  return (
    <div className="grid min-h-screen lg:grid-cols-2" data-testid="login-layout">
      <div className="relative hidden lg:block">
        {config.loginBackground && (
          // biome-ignore lint/performance/noImgElement: media-library background
          <img src={config.loginBackground} alt="" className="absolute inset-0 h-full w-full object-cover" />
        )}
      </div>
      <div className="flex flex-col items-center justify-center gap-8 bg-white px-4 py-12">
        <Logo src={config.logo} size={config.logoSize} className="h-12 w-auto" />
        <div className="w-full max-w-[500px]">{children}</div>
      </div>
    </div>
  )
}
