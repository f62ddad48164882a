import { useTranslations } from 'next-intl'
import type { TSocialLink } from '@/domain/site'

const LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  vimeo: 'Vimeo',
}

/** Simple monochrome marks; brand logos are not in our icon set. */
const GLYPHS: Record<string, string> = {
  facebook: 'f',
  instagram: 'ig',
  linkedin: 'in',
  youtube: '▶',
  x: 'X',
  vimeo: 'v',
}

export function SocialLinks({ links, className = '' }: { links: TSocialLink[]; className?: string }) {
  const t = useTranslations('Chrome')
  if (links.length === 0) return null
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`} aria-label={t('socialMedia')}>
      {links.map((link) => (
        <li key={link._id}>
          <a
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-9 w-9 items-center justify-center rounded-full border border-current text-xs font-bold lowercase transition-colors hover:bg-white hover:text-primary"
          >
            <span aria-hidden="true">{GLYPHS[link.icon] ?? link.icon.slice(0, 2)}</span>
            <span className="sr-only">{LABELS[link.icon] ?? link.icon}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
