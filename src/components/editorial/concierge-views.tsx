import { useTranslations } from 'next-intl'
import type { TConciergeCategory, TConciergeItem } from '@/domain/editorial'
import { detailPath, EDITORIAL_PATHS } from '@/domain/editorial-routes'
import {
  CardGrid,
  FactList,
  MoreLinks,
  PageHero,
  PageSection,
  Prose,
  type TCrumb,
  type THeadProps,
  VaultCallout,
} from './ui'

/** The concierge collection: its categories, lists and items (spec §2 Concierge collection). */

export function ConciergeView({ head, trail, categories }: THeadProps & { categories: TConciergeCategory[] }) {
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      {categories.map((category) => (
        <PageSection key={category._id} id={category.slug} title={category.name}>
          {category.description && <p className="-mt-4 mb-8 max-w-3xl text-lg text-muted">{category.description}</p>}
          <CardGrid
            headingLevel={3}
            columns={4}
            items={category.items.map((item) => ({
              key: item._id,
              title: item.name,
              text: item.summary,
              image: item.image,
              href: detailPath('conciergeItem', item.slug),
              meta: [item.location, item.nation?.fullName].filter(Boolean).join(', ') || null,
            }))}
          />
        </PageSection>
      ))}
    </>
  )
}

/** Marketplace → concierge collection: the categories, each with its image. */
export function ConciergeCategoriesView({
  head,
  trail,
  categories,
}: THeadProps & { categories: TConciergeCategory[] }) {
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero title={head.title} subtitle={head.subtitle} image={head.image} trail={trail} />
      <PageSection>
        <CardGrid
          items={categories.map((category) => ({
            key: category._id,
            title: category.name,
            text: category.description,
            image: category.image,
            href: `${EDITORIAL_PATHS.conciergeList}#${category.slug}`,
            meta: t('concierge.experiences', { count: category.items.length }),
          }))}
        />
      </PageSection>
    </>
  )
}

export function ConciergeItemView({
  item,
  trail,
  siblings,
}: {
  item: TConciergeItem
  trail: TCrumb[]
  siblings: TConciergeItem[]
}) {
  const t = useTranslations('Editorial')
  return (
    <>
      <PageHero
        title={item.name}
        subtitle={item.summary}
        image={item.image}
        trail={trail}
        kicker={item.category.name}
      />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[2fr_1fr]">
        <Prose html={item.body} />
        <aside className="grid content-start gap-6">
          <FactList
            items={[
              [t('concierge.collection'), item.category.name],
              [t('concierge.where'), [item.location, item.nation?.fullName].filter(Boolean).join(', ')],
            ]}
          />
          <VaultCallout />
        </aside>
      </div>
      <MoreLinks
        title={t('concierge.moreFrom', { name: item.category.name })}
        items={siblings.map((other) => ({
          key: other._id,
          title: other.name,
          href: detailPath('conciergeItem', other.slug),
        }))}
      />
    </>
  )
}
