import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { notFound } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { EmailAddress } from '@/components/email-address'
import { SiteLink } from '@/components/site-link.client'
import type { TOffice, TPageContent } from '@/domain/editorial'
import { EDITORIAL_PATHS, famTripsPath, slidePath } from '@/domain/editorial-routes'
import { nationLabel, telHref } from '@/domain/site'
import type { TStartup } from '@/server/content/startup'
import { ContactForm, type TContactFormTexts } from './contact-form.client'
import { SlideIndicator } from './slide-indicator.client'
import {
  CardGrid,
  cardItems,
  FactStrip,
  Intro,
  PageHero,
  PageSection,
  Picture,
  PlainText,
  Prose,
  SectionBlocks,
  type TCrumb,
  useLocalHref,
} from './ui'

/** The single editorial pages (spec §2): each renders one global's content (ADR 014). */

export function HomeView({ startup, teasers }: { startup: TStartup; teasers: React.ReactNode }) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const home = startup.home
  if (!home) throw new Error('The home page content could not be loaded')
  return (
    <>
      <section className="relative isolate flex min-h-[70vh] items-end overflow-hidden bg-ink text-white">
        {home.heroImage && (
          <Picture
            image={home.heroImage}
            sizes="100vw"
            priority
            decorative
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-75"
          />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/75 via-black/45 to-black/15" />
        <div className="container-page pt-32 pb-16">
          <h1 className="max-w-3xl text-4xl leading-tight font-bold md:text-6xl" data-testid="home-title">
            {home.heroTitle}
          </h1>
          {home.heroSubtitle && <p className="mt-5 max-w-2xl text-lg text-white/90 md:text-xl">{home.heroSubtitle}</p>}
        </div>
      </section>

      {(home.introTitle || home.introText) && (
        <section className="container-page grid gap-8 py-16 lg:grid-cols-[1fr_2fr]">
          {home.introTitle && <h2 className="text-3xl font-semibold text-primary">{home.introTitle}</h2>}
          <PlainText text={home.introText} className="text-lg leading-relaxed text-ink/85" />
        </section>
      )}

      {startup.nations.length > 0 && (
        <section aria-labelledby="destinations" className="bg-white py-16">
          <div className="container-page">
            <h2 id="destinations" className="mb-8 text-xs font-bold tracking-[0.3em] text-muted uppercase">
              {t('home.destinations')}
            </h2>
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
              {startup.nations.map((nation) => (
                <li key={nation._id} className="group relative aspect-[4/5] overflow-hidden rounded-sm bg-ink">
                  {nation.image && (
                    // biome-ignore lint/performance/noImgElement: media-library image in a fixed-ratio box
                    <img
                      src={nation.image}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover opacity-85 transition-transform duration-500 group-hover:scale-105"
                    />
                  )}
                  <SiteLink
                    href={localHref(famTripsPath(nation.slug))}
                    className="absolute inset-0 flex items-end bg-gradient-to-t from-black/70 to-transparent p-4 text-sm font-bold tracking-widest text-white focus-visible:-outline-offset-4 focus-visible:shadow-none focus-visible:outline-white"
                  >
                    {nationLabel(nation.fullName)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {home.highlights.length > 0 && (
        <PageSection>
          <CardGrid items={cardItems(home.highlights)} label={t('home.highlights')} />
        </PageSection>
      )}
      {teasers}
    </>
  )
}

/** A page made of the common parts: heading, introduction, key figures, sections, cards, offices. */
export function ContentPageView({
  page,
  trail,
  cardsTitle,
  children,
}: {
  page: TPageContent
  trail: TCrumb[]
  cardsTitle?: string
  children?: React.ReactNode
}) {
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero title={page.title} subtitle={page.subtitle} image={page.image} trail={trail} />
      <FactStrip facts={page.facts} />
      <Intro html={page.intro} />
      <SectionBlocks sections={page.sections} />
      {page.cards.length > 0 && (
        <PageSection title={cardsTitle} id={cardsTitle ? 'cards' : undefined}>
          <CardGrid items={cardItems(page.cards)} headingLevel={cardsTitle ? 3 : 2} />
        </PageSection>
      )}
      {page.offices.length > 0 && (
        <PageSection title={t('home.ourOffices')} id="offices">
          <OfficeList offices={page.offices} />
        </PageSection>
      )}
      {children}
    </>
  )
}

/** The offices as cards: three across on a full-width page, two beside the contact form. */
export function OfficeList({ offices, beside = false }: { offices: TOffice[]; beside?: boolean }) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 ${beside ? '' : 'xl:grid-cols-3'}`}>
      {offices.map((office) => (
        <li key={office._id} className="grid content-start gap-2 rounded-sm bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold">{office.name}</h3>
          {office.region && (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{office.region}</p>
          )}
          {office.address && <address className="whitespace-pre-line text-muted not-italic">{office.address}</address>}
          {!office.address && office.city && (
            <p className="text-muted">{[office.city, office.country].filter(Boolean).join(', ')}</p>
          )}
          {office.contactName && <p>{office.contactName}</p>}
          {office.hours && <p className="text-sm text-muted">{office.hours}</p>}
          <p className="flex flex-col gap-1 text-sm">
            {office.phone && (
              <a className="hover:text-primary hover:underline" href={telHref(office.phone)}>
                {office.phone}
              </a>
            )}
            {office.email && (
              <a className="text-primary hover:underline" href={`mailto:${office.email}`}>
                <EmailAddress address={office.email} />
              </a>
            )}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** The values copy page: the same values as a numbered list, for print and quick reading. */
export function ValuesCopyView({ page, trail }: { page: TPageContent; trail: TCrumb[] }) {
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero title={page.title} subtitle={page.subtitle} trail={trail} kicker={t('slides.valuesKicker')} />
      <PageSection>
        <ol className="grid max-w-4xl gap-10">
          {page.sections.map((value, index) => (
            <li key={value._id} className="grid gap-3 sm:grid-cols-[4rem_1fr]">
              <span aria-hidden="true" className="text-5xl font-black text-primary">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div className="grid gap-2">
                <h2 className="text-2xl font-semibold">{value.title}</h2>
                <Prose html={value.text} />
              </div>
            </li>
          ))}
        </ol>
      </PageSection>
    </>
  )
}

/** Contact and get in touch: the page's content and the form (spec §7 RequestForms/PostRequestForms). */
export function ContactView({
  page,
  trail,
  form,
}: {
  page: TPageContent
  trail: TCrumb[]
  form: 'contact' | 'get-in-touch'
}) {
  const t = useTranslations('Editorial')
  const failures = useTranslations('ClientErrors')
  const texts: TContactFormTexts = {
    labels: {
      firstName: t('contactForm.firstName'),
      lastName: t('contactForm.lastName'),
      email: t('contactForm.email'),
      company: t('contactForm.company'),
      message: t('contactForm.message'),
      additionalDetails: t('contactForm.additionalDetails'),
    },
    checkFields: t('contactForm.checkFields'),
    unreachable: failures('network'),
    failed: failures('fallback'),
    sendAnother: t('contactForm.sendAnother'),
    required: t('contactForm.required'),
    sending: t('contactForm.sending'),
    send: t('contactForm.send'),
  }
  return (
    <>
      <PageHero title={page.title} subtitle={page.subtitle} image={page.image} trail={trail} />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-10">
          <Prose html={page.intro} />
          {page.cards.length > 0 && <CardGrid items={cardItems(page.cards)} columns={2} />}
          {page.offices.length > 0 && <OfficeList offices={page.offices} beside={Boolean(page.form)} />}
        </div>
        {page.form && (
          <section aria-labelledby="form-title" className="h-fit rounded-sm bg-white p-6 shadow-sm md:p-8">
            <h2 id="form-title" className="text-2xl font-semibold">
              {page.form.title}
            </h2>
            {page.form.intro && <p className="mt-2 text-muted">{page.form.intro}</p>}
            <ContactForm form={form} successMessage={page.form.successMessage} texts={texts} />
          </section>
        )}
      </div>
    </>
  )
}

/** Spec §2 Our product / our service: a modal-style page with title, image, content and a page indicator. */
export function SlidesView({
  page,
  which,
  index,
}: {
  page: TPageContent
  which: 'ourProducts' | 'ourServices'
  index: number
}) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const slide = page.slides[index]
  if (!slide) notFound()
  const count = page.slides.length
  const previous = index > 0 ? localHref(slidePath(which, index - 1)) : null
  const next = index < count - 1 ? localHref(slidePath(which, index + 1)) : null
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center bg-ink/90 p-4 focus:outline-none md:p-10"
    >
      <article
        aria-labelledby="slide-title"
        className="relative grid w-full max-w-5xl overflow-hidden rounded-sm bg-white shadow-2xl md:grid-cols-2"
      >
        <SiteLink
          href={localHref(EDITORIAL_PATHS.ourPortfolio)}
          className="absolute top-3 right-3 z-10 rounded-full bg-white/90 p-2 text-ink hover:text-primary"
        >
          <X aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">{t('slides.close')}</span>
        </SiteLink>
        {slide.image && (
          <Picture
            image={slide.image}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
            className="aspect-[4/3] h-full w-full object-cover"
          />
        )}
        <div className="flex flex-col gap-4 p-6 md:p-10">
          <p className="text-xs font-bold tracking-[0.3em] text-primary uppercase">
            <span className="sr-only">{`${t('slides.heading')} `}</span>
            {page.title}
          </p>
          <h1 id="slide-title" className="text-3xl font-bold">
            {slide.title}
          </h1>
          <Prose html={slide.content} className="flex-1 text-base" />
          <nav
            aria-label={t('slides.pagesOf', { title: page.title })}
            className="flex items-center justify-between gap-4 pt-4"
          >
            <PagerLink href={previous} label={t('slides.previousPage')} direction="previous" />
            <p className="text-sm font-semibold tabular-nums" data-testid="page-indicator">
              <span className="sr-only">{`${t('slides.page')} `}</span>
              {index + 1} / {count}
            </p>
            <PagerLink href={next} label={t('slides.nextPage')} direction="next" />
          </nav>
          {/* Each dot sits in a 24 px target (WCAG 2.5.8): the dot is what shows, the target is what a finger hits. */}
          <ol className="flex justify-center" aria-label={t('slides.pages')}>
            {page.slides.map((item, position) => (
              <li key={item._id}>
                <SiteLink
                  href={localHref(slidePath(which, position))}
                  aria-current={position === index ? 'page' : undefined}
                  className="group grid h-6 w-6 place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 w-2.5 rounded-full ${position === index ? 'bg-primary' : 'bg-line group-hover:bg-muted'}`}
                  />
                  <span className="sr-only">{item.title}</span>
                </SiteLink>
              </li>
            ))}
          </ol>
        </div>
      </article>
    </main>
  )
}

function PagerLink({ href, label, direction }: { href: string | null; label: string; direction: 'previous' | 'next' }) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  if (!href) return <span className="h-10 w-10" />
  return (
    <SiteLink href={href} className="rounded-full border border-line p-2 hover:border-primary hover:text-primary">
      <Icon aria-hidden="true" className="h-5 w-5" />
      <span className="sr-only">{label}</span>
    </SiteLink>
  )
}

/** The number of bullets of the slideshow's circular indicator (spec §9). */
export const INDICATOR_BULLETS = 7

/**
 * Spec §2 /collaborate-with-us: a full-screen slideshow of alternating image and text steps, a
 * circular 7-bullet indicator and a close link back home (blank layout). Scrolling snaps from step
 * to step without JavaScript; the indicator's bullets are links to the steps.
 */
export function CollaborateView({ page }: { page: TPageContent }) {
  const t = useTranslations('Editorial')
  const localHref = useLocalHref()
  const steps = page.steps.slice(0, INDICATOR_BULLETS)
  const indicator = {
    label: t('slides.indicator'),
    steps: steps.map((_, index) => t('slides.step', { number: index + 1 })),
  }
  return (
    <main id="main" tabIndex={-1} className="relative h-dvh bg-ink text-white focus:outline-none">
      <h1 className="sr-only">{page.title}</h1>
      <SiteLink
        href={localHref('/')}
        className="fixed top-4 right-4 z-20 flex items-center gap-2 rounded-full bg-black/40 px-4 py-2 text-sm font-semibold tracking-wide uppercase hover:bg-black/60"
        data-testid="slideshow-close"
      >
        <X aria-hidden="true" className="h-4 w-4" />
        {t('slides.close')}
      </SiteLink>
      <section
        aria-label={page.title}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to scroll with the keys (WCAG 2.1.1)
        tabIndex={0}
        className="h-dvh snap-y snap-mandatory overflow-y-auto focus:outline-none"
        data-testid="slideshow"
      >
        {steps.map((step, index) => (
          <section
            key={step._id}
            id={`step-${index + 1}`}
            aria-label={t('slides.stepOfTitled', { number: index + 1, count: steps.length, title: step.title })}
            className="relative flex h-dvh snap-start items-center justify-center overflow-hidden"
          >
            {step.kind === 'image' && step.image ? (
              <>
                <Picture
                  image={step.image}
                  sizes="100vw"
                  priority={index === 0}
                  decorative
                  className="absolute inset-0 h-full w-full object-cover opacity-80"
                />
                <h2 className="relative max-w-3xl px-6 text-center text-4xl font-bold drop-shadow-lg md:text-6xl">
                  {step.title}
                </h2>
              </>
            ) : (
              <div className="grid max-w-2xl gap-6 px-6 text-center">
                <p className="text-sm font-bold tracking-[0.3em] text-white/70 uppercase">
                  {t('slides.stepOf', { number: index + 1, count: steps.length })}
                </p>
                <h2 className="text-3xl font-bold md:text-5xl">{step.title}</h2>
                <PlainText text={step.text} className="text-lg text-white/85" />
              </div>
            )}
          </section>
        ))}
      </section>
      <SlideIndicator count={INDICATOR_BULLETS} steps={steps.length} texts={indicator} />
    </main>
  )
}
