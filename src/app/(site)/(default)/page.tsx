import { ArrowRight } from 'lucide-react'
import type { Metadata } from 'next'
import { MenuLink } from '@/components/chrome/menu-link'
import { nationLabel } from '@/domain/site'
import { AppError } from '@/lib/errors'
import { loadStartup } from '@/server/content/startup'
import { metadataFor } from '../metadata'

export const generateMetadata = (): Promise<Metadata> => metadataFor('/')

export default async function HomePage() {
  const startup = await loadStartup()
  if (!startup) return null
  const { home, nations } = startup
  if (!home) throw new AppError('UNAVAILABLE', 'The home page could not be loaded. Please try again in a moment.')
  const paragraphs = (home.introText ?? '').split(/\n\s*\n/).filter(Boolean)
  return (
    <>
      <section className="relative isolate flex min-h-[70vh] items-end overflow-hidden bg-ink text-white">
        {home.heroImage && (
          // biome-ignore lint/performance/noImgElement: editor-uploaded hero served from the media library
          <img
            src={home.heroImage}
            alt=""
            fetchPriority="high"
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-75"
          />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
        <div className="container-page pt-32 pb-16">
          <h1 className="max-w-3xl text-4xl leading-tight font-bold md:text-6xl" data-testid="home-title">
            {home.heroTitle}
          </h1>
          {home.heroSubtitle && <p className="mt-5 max-w-2xl text-lg text-white/90 md:text-xl">{home.heroSubtitle}</p>}
        </div>
      </section>

      {(home.introTitle || paragraphs.length > 0) && (
        <section className="container-page grid gap-8 py-16 lg:grid-cols-[1fr_2fr]">
          {home.introTitle && <h2 className="text-3xl font-semibold text-primary">{home.introTitle}</h2>}
          <div className="grid gap-4 text-lg leading-relaxed text-ink/85">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </section>
      )}

      {nations.length > 0 && (
        <section aria-labelledby="destinations" className="bg-white py-16">
          <div className="container-page">
            <h2 id="destinations" className="mb-8 text-xs font-bold tracking-[0.3em] text-muted uppercase">
              Destinations
            </h2>
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
              {nations.map((nation) => (
                <li key={nation._id} className="group relative aspect-[4/5] overflow-hidden rounded-sm bg-ink">
                  {nation.image && (
                    // biome-ignore lint/performance/noImgElement: media-library image
                    <img
                      src={nation.image}
                      alt=""
                      loading="lazy"
                      className="h-full w-full object-cover opacity-85 transition-transform duration-500 group-hover:scale-105"
                    />
                  )}
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-4 text-sm font-bold tracking-widest text-white">
                    {nationLabel(nation.fullName)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {home.highlights.length > 0 && (
        <section className="container-page grid gap-8 py-16 md:grid-cols-3">
          {home.highlights.map((item) => (
            <article key={item._id} className="flex flex-col overflow-hidden rounded-sm bg-white shadow-sm">
              {item.image && (
                // biome-ignore lint/performance/noImgElement: media-library image
                <img src={item.image} alt="" loading="lazy" className="aspect-[3/2] w-full object-cover" />
              )}
              <div className="flex flex-1 flex-col gap-3 p-6">
                <h3 className="text-xl font-semibold">{item.title}</h3>
                {item.text && <p className="flex-1 text-muted">{item.text}</p>}
                {item.url && (
                  <MenuLink
                    url={item.url}
                    className="inline-flex items-center gap-1 text-sm font-semibold text-primary uppercase hover:underline"
                  >
                    Discover <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </MenuLink>
                )}
              </div>
            </article>
          ))}
        </section>
      )}
    </>
  )
}
