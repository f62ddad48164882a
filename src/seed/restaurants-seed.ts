/**
 * Writes the demo restaurant brands (editorial/restaurants.ts) through Payload, every document
 * published: the areas first (covers and venues point at them), then covers, venues and menus.
 * Each artwork is rendered and uploaded once, however many pages show it.
 */
import { dishTagFields } from '@/domain/restaurants'
import type { TSeedContext } from './context'
import { createEach } from './documents'
import {
  RESTAURANT_AREAS,
  RESTAURANT_COVERS,
  RESTAURANT_MENUS,
  RESTAURANT_VENUES,
  type TRestaurantPageCopy,
} from './editorial'
import { mediaLibrary, nationIdLookup, published, sortOf, type TMediaLibrary } from './editorial-seed'

const pages = (media: TMediaLibrary, list: readonly TRestaurantPageCopy[]) =>
  Promise.all(
    list.map(async (page) => ({
      title: page.title,
      text: page.text,
      images: await Promise.all(
        (page.images ?? []).map(async ({ art, isBackground = false }) => ({ image: await media(art), isBackground })),
      ),
    })),
  )

export async function seedRestaurants(ctx: TSeedContext): Promise<void> {
  const media = mediaLibrary(ctx)
  const nationId = await nationIdLookup(ctx)

  const areaIds = await createEach(ctx, 'restaurant-areas', {
    items: RESTAURANT_AREAS,
    build: async (area, index) => ({
      name: area.name,
      slug: area.slug,
      nation: nationId(area.nation),
      description: area.description,
      image: await media(area.image),
      sort: sortOf(index),
      ...published,
    }),
  })
  const areaOf = (slug: string) => {
    const index = RESTAURANT_AREAS.findIndex((area) => area.slug === slug)
    const id = areaIds[index]
    const copy = RESTAURANT_AREAS[index]
    if (!id || !copy) throw new Error(`Seed: restaurant area ${slug} is missing`)
    return { id, nation: nationId(copy.nation) }
  }

  await Promise.all([
    createEach(ctx, 'restaurant-covers', {
      items: RESTAURANT_COVERS,
      build: async (cover) => ({
        title: cover.title,
        subtitle: cover.subtitle,
        type: cover.type,
        volume: 1,
        nation: cover.nation ? nationId(cover.nation) : undefined,
        area: cover.area ? areaOf(cover.area).id : undefined,
        introducePages: await pages(media, cover.introducePages),
        outroducePages: await pages(media, cover.outroducePages),
        ...published,
      }),
    }),
    createEach(ctx, 'venues', {
      items: RESTAURANT_VENUES,
      build: async (venue, index) => {
        const area = areaOf(venue.area)
        return {
          title: venue.title,
          slug: venue.slug,
          type: venue.type,
          volume: 1,
          nation: area.nation,
          area: area.id,
          cuisine: venue.cuisine,
          priceString: venue.priceString,
          subtitle: venue.subtitle,
          location: venue.location,
          locationUrl: venue.locationUrl,
          image: await media(venue.image),
          pages: await pages(media, venue.pages),
          sort: sortOf(index),
          ...published,
        }
      },
    }),
    createEach(ctx, 'restaurant-menus', {
      items: RESTAURANT_MENUS,
      build: async (menu) => ({
        title: menu.title,
        type: menu.type,
        volume: 1,
        nation: menu.nation ? nationId(menu.nation) : undefined,
        intro: menu.intro,
        courses: menu.courses.map((course) => ({
          name: course.name,
          dishes: course.dishes.map((dish) => ({
            name: dish.name,
            price: dish.price,
            description: dish.description,
            dietary: dishTagFields(dish.tags ?? []),
          })),
        })),
        ...published,
      }),
    }),
  ])
}
