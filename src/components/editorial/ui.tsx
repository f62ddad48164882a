import { ArrowRight } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { MenuLink } from '@/components/chrome/menu-link'
import { SiteLink } from '@/components/site-link.client'
import type { TCard, TFact, TImage, TListHead, TSection } from '@/domain/editorial'
import { paragraphs } from '@/domain/editorial'
import { localeOr, localizeHref } from '@/domain/locales'
import { jsonLdScript } from '@/domain/structured-data'

/**
 * Building blocks of the editorial pages: server components only, no client JavaScript. Images
 * carry their width and height (no layout shift) and a WebP srcset (the browser picks the size).
 */

type TPictureProps = {
  image: TImage
  /** The rendered width per screen, for the browser's choice from the srcset. */
  sizes: string
  className?: string
  /** The page's largest image: load it first, not lazily. */
  priority?: boolean
  /** Decorative images (the heading says it all) get an empty alt. */
  decorative?: boolean
}

export function Picture({ image, sizes, className, priority = false, decorative = false }: TPictureProps) {
  return (
    // biome-ignore lint/performance/noImgElement: media-library images with their own WebP srcset; next/image would add client JS
    <img
      src={image.url}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={decorative ? '' : image.alt}
      data-fallback=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  )
}

export type TCrumb = { label: string; href: string }

export function Breadcrumbs({ trail }: { trail: TCrumb[] }) {
  const t = useTranslations('Chrome')
  const locale = localeOr(useLocale())
  if (trail.length === 0) return null
  return (
    <nav aria-label={t('breadcrumb')} className="text-xs tracking-wide text-white/85 uppercase">
      {/*
        One line whatever the font: a trail that wrapped with the fallback font and not with Inter
        moved the whole page when Inter arrived (ADR 025). On a narrow screen the last ancestor is
        cut short with an ellipsis; screen readers still read it whole.
      */}
      <ol className="flex items-center gap-2 overflow-hidden whitespace-nowrap">
        {trail.map((crumb, index) => (
          <li
            key={crumb.href}
            className={`flex items-center gap-2 ${index === trail.length - 1 ? 'min-w-0' : 'shrink-0'}`}
          >
            {/* Between crumbs only: a trail does not end with a separator (issue 20). */}
            {index > 0 && <span aria-hidden="true">/</span>}
            <SiteLink
              href={localizeHref(crumb.href, locale)}
              prefetch={false}
              className="truncate hover:text-white hover:underline focus-visible:outline-offset-[-2px]"
            >
              {crumb.href === '/' ? t('home') : crumb.label}
            </SiteLink>
          </li>
        ))}
      </ol>
    </nav>
  )
}

type THeroProps = {
  title: string
  subtitle?: string | null
  image?: TImage | null
  trail?: TCrumb[]
  kicker?: string | null
  children?: React.ReactNode
}

/** The page heading over its hero image (or on the primary colour without one). */
export function PageHero({ title, subtitle, image, trail = [], kicker, children }: THeroProps) {
  return (
    <section className="relative isolate flex min-h-[340px] items-end overflow-hidden bg-ink text-white md:min-h-[420px]">
      {image && (
        <Picture
          image={image}
          sizes="100vw"
          priority
          decorative
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-80"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/60 to-black/40" />
      {/*
        As wide as the screen and no wider: a flex item and a grid track otherwise grow to the
        one-line breadcrumb trail, and a long trail pushed the title and text past a phone's edge.
      */}
      <div className="container-page grid w-full min-w-0 grid-cols-1 gap-4 pt-24 pb-12">
        <Breadcrumbs trail={trail} />
        {kicker && <p className="text-xs font-bold tracking-[0.3em] uppercase">{kicker}</p>}
        <h1 className="max-w-4xl text-3xl leading-tight font-bold md:text-5xl" data-testid="page-title">
          {title}
        </h1>
        {subtitle && <p className="max-w-3xl text-lg text-white/90 md:text-xl">{subtitle}</p>}
        {children}
      </div>
    </section>
  )
}

/** Rich text made on the server from the editor's document (see src/server/content/rich-text.ts). */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null
  // biome-ignore lint/security/noDangerouslySetInnerHtml: Lexical's HTML converter escapes the editor's text
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}

/** A plain text field, blank lines making paragraphs. */
export function PlainText({ text, className = '' }: { text: string | null; className?: string }) {
  const parts = paragraphs(text)
  if (parts.length === 0) return null
  return (
    <div className={`grid gap-3 ${className}`}>
      {parts.map((part) => (
        <p key={part.slice(0, 48)}>{part}</p>
      ))}
    </div>
  )
}

export function Intro({ html }: { html: string }) {
  if (!html) return null
  return (
    <section className="container-page py-14">
      <Prose html={html} className="max-w-3xl" />
    </section>
  )
}

export function FactStrip({ facts }: { facts: TFact[] }) {
  const t = useTranslations('Editorial')
  if (facts.length === 0) return null
  return (
    <section aria-label={t('ui.keyFigures')} className="bg-white">
      <dl className="container-page grid grid-cols-2 gap-6 py-10 md:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact._id} className="flex flex-col-reverse gap-1 border-l-2 border-primary pl-4">
            <dt className="text-sm tracking-wide text-muted uppercase">{fact.label}</dt>
            <dd className="text-3xl font-bold text-primary">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Titled text blocks; those with an image alternate sides. */
export function SectionBlocks({ sections, headingLevel = 2 }: { sections: TSection[]; headingLevel?: 2 | 3 }) {
  if (sections.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="container-page grid gap-16 py-14">
      {sections.map((section, index) => (
        <section
          key={section._id}
          className={`grid items-center gap-8 ${section.image ? 'lg:grid-cols-2' : 'max-w-3xl'}`}
        >
          {section.image && (
            <Picture
              image={section.image}
              sizes="(min-width: 992px) 50vw, 100vw"
              className={`aspect-[3/2] w-full rounded-sm object-cover ${index % 2 === 1 ? 'lg:order-last' : ''}`}
            />
          )}
          <div className="grid gap-4">
            <Heading className="text-2xl font-semibold text-primary md:text-3xl">{section.title}</Heading>
            <Prose html={section.text} />
          </div>
        </section>
      ))}
    </div>
  )
}

type TCardItem = {
  key: string
  title: string
  text?: string | null
  image?: TImage | null
  href?: string | null
  meta?: string | null
}

export const cardItems = (cards: TCard[]): TCardItem[] =>
  cards.map((card) => ({ key: card._id, title: card.title, text: card.text, image: card.image, href: card.url }))

/** A grid of cards; a card with a link is one link (its title), the whole card clickable. */
export function CardGrid({
  items,
  label,
  columns = 3,
  headingLevel = 2,
}: {
  items: TCardItem[]
  label?: string
  columns?: 2 | 3 | 4
  headingLevel?: 2 | 3
}) {
  const t = useTranslations('Editorial')
  if (items.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const grid = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 xl:grid-cols-3', 4: 'sm:grid-cols-2 xl:grid-cols-4' }[columns]
  return (
    <ul aria-label={label} className={`grid gap-8 ${grid}`}>
      {items.map((item) => (
        <li key={item.key} className="group relative flex flex-col overflow-hidden rounded-sm bg-white shadow-sm">
          {item.image ? (
            <Picture
              image={item.image}
              sizes="(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw"
              decorative
              className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
            />
          ) : (
            <div aria-hidden="true" className="default-image aspect-[3/2] w-full" />
          )}
          <div className="flex flex-1 flex-col gap-3 p-6">
            {item.meta && <p className="text-xs font-semibold tracking-widest text-muted uppercase">{item.meta}</p>}
            <Heading className="text-xl font-semibold">
              {item.href ? (
                <MenuLink url={item.href} className="after:absolute after:inset-0 hover:text-primary">
                  {item.title}
                </MenuLink>
              ) : (
                item.title
              )}
            </Heading>
            {item.text && <p className="flex-1 text-muted">{item.text}</p>}
            {item.href && (
              <span
                aria-hidden="true"
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary uppercase"
              >
                {t('ui.discover')} <ArrowRight className="h-4 w-4" />
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}

export function PageSection({
  title,
  label,
  children,
  className = '',
  id,
}: {
  title?: string
  /** The region's name when its heading alone could be another region's (a footer column's "Destinations"). */
  label?: string
  children: React.ReactNode
  className?: string
  id?: string
}) {
  return (
    <section
      id={id}
      aria-label={label}
      aria-labelledby={!label && title && id ? `${id}-title` : undefined}
      className={`container-page py-14 ${className}`}
    >
      {title && (
        <h2 id={id ? `${id}-title` : undefined} className="mb-8 text-2xl font-semibold md:text-3xl">
          {title}
        </h2>
      )}
      {children}
    </section>
  )
}

/** A short definition list of facts about one item (duration, nations, route…). */
export function FactList({ items }: { items: [string, string | null | undefined][] }) {
  const shown = items.filter((item): item is [string, string] => Boolean(item[1]))
  if (shown.length === 0) return null
  return (
    <dl className="grid gap-4 rounded-sm bg-white p-6 shadow-sm">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-widest text-muted uppercase">{label}</dt>
          <dd className="mt-1 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export const nationNames = (nations: { fullName: string }[]) => nations.map((nation) => nation.fullName).join(', ')

/** Structured data for search engines (made by src/domain/structured-data.ts). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScript escapes '<' so the data cannot end the script
      dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }}
    />
  )
}

/** What every list page takes: its heading group and its breadcrumbs. */
export type THeadProps = { head: TListHead; trail: TCrumb[] }

/** Sends agents from a public program or journey to price it in the vault. */
export function VaultCallout() {
  const t = useTranslations('Editorial')
  const locale = localeOr(useLocale())
  return (
    <section aria-labelledby="vault-callout" className="grid gap-3 rounded-sm bg-primary p-6 text-white">
      <h2 id="vault-callout" className="text-lg font-semibold">
        {t('ui.vaultTitle')}
      </h2>
      <p className="text-sm text-white/90">{t('ui.vaultText')}</p>
      <SiteLink
        href={localizeHref('/marketplace/b2b-agent-vault', locale)}
        className="btn justify-self-start bg-white text-primary hover:bg-page"
      >
        {t('ui.vaultLink')}
      </SiteLink>
    </section>
  )
}

/** Links to the other entries of a list, under a detail page. */
export function MoreLinks({ title, items }: { title: string; items: { key: string; title: string; href: string }[] }) {
  const locale = localeOr(useLocale())
  if (items.length === 0) return null
  return (
    <PageSection title={title} id="more" className="border-t border-line">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.key}>
            <SiteLink href={localizeHref(item.href, locale)} className="font-semibold text-primary hover:underline">
              {item.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

/** Our own pages linked in the page's language (`localizeHref`); for server components. */
export function useLocalHref(): (href: string) => string {
  const locale = localeOr(useLocale())
  return (href) => localizeHref(href, locale)
}
