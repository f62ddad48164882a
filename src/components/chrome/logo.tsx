import { useTranslations } from 'next-intl'
import { SiteLink } from '@/components/site-link.client'

/** The configured logo, always a link to the home page (spec §2 Header). */
export function Logo({
  src,
  size,
  className = 'h-10 w-auto',
  onNavigate,
}: {
  src: string | null
  /** The file's own size: with it the browser reserves the logo's width before the file arrives. */
  size?: { width: number; height: number } | null
  className?: string
  onNavigate?: () => void
}) {
  const t = useTranslations('Chrome')
  return (
    <SiteLink
      href="/"
      prefetch={false}
      aria-label={t('logoHome')}
      className="inline-flex shrink-0 items-center"
      onClick={onNavigate}
    >
      {src ? (
        // A page's largest image (its hero) is what the visitor waits for: the small logo in every
        // header is fetched after it, never in competition with it on a slow network.
        // biome-ignore lint/performance/noImgElement: a small uploaded logo of unknown size; next/image adds nothing here
        <img
          src={src}
          alt="Monsoon"
          width={size?.width}
          height={size?.height}
          className={className}
          fetchPriority="low"
          decoding="async"
        />
      ) : (
        <span className="text-2xl font-black tracking-[0.2em] text-primary">MONSOON</span>
      )}
    </SiteLink>
  )
}
