import type { CollectionBeforeValidateHook, Field } from 'payload'
import { imageField, listCollection, slugField, sortField } from '@/cms/fields/editorial'
import { urlField } from '@/cms/fields/link'
import { EDITORIAL_PATHS, restaurantBrandPath, VENUES_SEGMENT } from '@/domain/editorial-routes'
import {
  DEFAULT_VOLUME,
  DISH_TAG_FIELDS,
  DISH_TAG_LABELS,
  DISH_TAGS,
  MAX_VOLUME,
  RESTAURANT_BRAND_LABELS,
  RESTAURANT_BRANDS,
} from '@/domain/restaurants'

/**
 * The restaurant brands AXS, AXS Private and Wild Rice (spec §1, §3, §7 AxsAllAreas; issue 17,
 * ADR 026): covers (introduce and outroduce pages), menus, venues and the areas that group them.
 * Every piece belongs to a brand and a volume; Wild Rice covers may also belong to a nation or an
 * area. A save expires every restaurant page (tag `restaurants`).
 */

const RESTAURANTS = 'Restaurants'
const TAG = 'restaurants'

const brandField: Field = {
  name: 'type',
  label: 'Brand',
  type: 'select',
  required: true,
  index: true,
  defaultValue: 'axs',
  options: RESTAURANT_BRANDS.map((value) => ({ value, label: RESTAURANT_BRAND_LABELS[value] })),
}

const volumeField: Field = {
  name: 'volume',
  type: 'number',
  required: true,
  index: true,
  defaultValue: DEFAULT_VOLUME,
  min: 1,
  max: MAX_VOLUME,
  admin: { step: 1, description: 'The pages show volume 1; the API serves any volume.' },
}

/** How the admin shows a pages field, and its table's short name (`dbName`) where the default would be too long. */
type TPagesField = { label: string; description: string; dbName?: string }

/** A page of a cover or a venue: a heading, a text, and images (one may fill the background). */
const pagesField = (name: string, { label, description, dbName }: TPagesField): Field => ({
  name,
  label,
  type: 'array',
  // Short table names: Postgres cuts identifiers at 63 characters, and the versions' tables are long.
  dbName,
  admin: { description },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'text', type: 'textarea', maxLength: 2000 },
    {
      name: 'images',
      type: 'array',
      maxRows: 4,
      fields: [
        {
          type: 'row',
          fields: [
            imageField('image', undefined, true),
            {
              name: 'isBackground',
              label: 'Background',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Fills the page behind its text.' },
            },
          ],
        },
      ],
    },
  ],
})

export const RestaurantAreas = listCollection({
  slug: 'restaurant-areas',
  labels: { singular: 'Restaurant area', plural: 'Restaurant areas' },
  admin: {
    group: RESTAURANTS,
    useAsTitle: 'name',
    defaultColumns: ['name', 'nation', 'sort', '_status'],
    description: 'Neighbourhoods and towns that group the venues, e.g. Sukhumvit or the Old Quarter.',
  },
  tag: TAG,
  pathOf: () => EDITORIAL_PATHS.wildRice,
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      ...slugField('name'),
      validate: (value: unknown) =>
        value === VENUES_SEGMENT
          ? `"${VENUES_SEGMENT}" is part of the page addresses; choose another slug`
          : typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
            ? true
            : 'Use lowercase letters, digits and single hyphens, e.g. "old-quarter"',
    } as Field,
    { name: 'nation', type: 'relationship', relationTo: 'nations', required: true, index: true },
    { name: 'description', type: 'textarea', maxLength: 600 },
    imageField('image', 'The area’s card on the Wild Rice pages.'),
    sortField(),
  ],
})

/** One cover per brand, volume, nation and area: a second one would leave the pages guessing. */
const oneCoverPerPlace: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const value = { ...originalDoc, ...data } as Record<string, unknown>
  const id = (ref: unknown) => (ref && typeof ref === 'object' ? (ref as { id: string }).id : (ref as string) || null)
  const nation = id(value.nation)
  const area = id(value.area)
  const { docs } = await req.payload.find({
    collection: 'restaurant-covers',
    where: {
      and: [
        { type: { equals: value.type } },
        { volume: { equals: value.volume ?? DEFAULT_VOLUME } },
        nation ? { nation: { equals: nation } } : { nation: { exists: false } },
        area ? { area: { equals: area } } : { area: { exists: false } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    depth: 0,
    limit: 1,
    draft: true,
    req,
  })
  if (docs.length > 0) {
    const { ValidationError } = await import('payload')
    throw new ValidationError({
      collection: 'restaurant-covers',
      errors: [{ path: 'type', message: 'This brand already has a cover for this volume, nation and area' }],
    })
  }
  return data
}

export const RestaurantCovers = listCollection({
  slug: 'restaurant-covers',
  labels: { singular: 'Restaurant cover', plural: 'Restaurant covers' },
  admin: {
    group: RESTAURANTS,
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'volume', 'nation', 'area', '_status'],
    description:
      'The pages around a brand’s venues: introduce pages before them, outroduce pages after. Wild Rice has one per nation and per area too.',
  },
  tag: TAG,
  pathOf: (doc) => restaurantBrandPath(doc.type),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'textarea', maxLength: 300 },
    { type: 'row', fields: [brandField, volumeField] },
    {
      type: 'row',
      fields: [
        {
          name: 'nation',
          type: 'relationship',
          relationTo: 'nations',
          index: true,
          admin: { description: 'Wild Rice: the nation this cover introduces. Empty for the brand’s own cover.' },
        },
        {
          name: 'area',
          type: 'relationship',
          relationTo: 'restaurant-areas',
          index: true,
          admin: { description: 'Wild Rice: the area this cover introduces (with its nation).' },
        },
      ],
    },
    pagesField('introducePages', {
      label: 'Introduce pages',
      description: 'Shown before the venues, in this order.',
      dbName: 'intro_pages',
    }),
    pagesField('outroducePages', {
      label: 'Outroduce pages',
      description: 'Shown after the venues, in this order.',
      dbName: 'outro_pages',
    }),
  ],
})
RestaurantCovers.hooks = {
  ...RestaurantCovers.hooks,
  beforeValidate: [...(RestaurantCovers.hooks?.beforeValidate ?? []), oneCoverPerPlace],
}

export const RestaurantMenus = listCollection({
  slug: 'restaurant-menus',
  translate: ['name'],
  labels: { singular: 'Restaurant menu', plural: 'Restaurant menus' },
  admin: {
    group: RESTAURANTS,
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'volume', 'nation', '_status'],
    description: 'The dishes of a brand, course by course (GetMenuAxsPage).',
  },
  tag: TAG,
  pathOf: (doc) => restaurantBrandPath(doc.type),
  fields: [
    { name: 'title', type: 'text', required: true },
    { type: 'row', fields: [brandField, volumeField] },
    {
      name: 'nation',
      type: 'relationship',
      relationTo: 'nations',
      index: true,
      admin: { description: 'Wild Rice: the nation whose kitchens serve it. Empty for the whole brand.' },
    },
    { name: 'intro', type: 'textarea', maxLength: 600 },
    {
      name: 'courses',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'name', type: 'text', required: true, admin: { description: 'e.g. To start' } },
        {
          name: 'dishes',
          type: 'array',
          minRows: 1,
          required: true,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'price', type: 'text', admin: { description: 'As printed, e.g. THB 420' } },
              ],
            },
            { name: 'description', type: 'textarea', maxLength: 400 },
            {
              name: 'dietary',
              label: 'Dietary and signature',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: DISH_TAGS.map((tag) => ({
                    name: DISH_TAG_FIELDS[tag],
                    label: DISH_TAG_LABELS[tag],
                    type: 'checkbox' as const,
                    defaultValue: false,
                  })),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
})

export const Venues = listCollection({
  slug: 'venues',
  labels: { singular: 'Venue', plural: 'Venues' },
  admin: {
    group: RESTAURANTS,
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'nation', 'area', 'cuisine', '_status'],
    listSearchableFields: ['title', 'cuisine', 'location'],
  },
  tag: TAG,
  pathOf: (doc) => restaurantBrandPath(doc.type),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { type: 'row', fields: [brandField, volumeField] },
    {
      type: 'row',
      fields: [
        { name: 'nation', type: 'relationship', relationTo: 'nations', required: true, index: true },
        { name: 'area', type: 'relationship', relationTo: 'restaurant-areas', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'cuisine', type: 'text', required: true, admin: { description: 'e.g. Royal Thai' } },
        { name: 'priceString', label: 'Price', type: 'text', admin: { description: 'e.g. THB 1,800–2,600 a head' } },
      ],
    },
    { name: 'subtitle', type: 'textarea', maxLength: 300 },
    {
      type: 'row',
      fields: [
        { name: 'location', type: 'text', required: true, admin: { description: 'Street and district' } },
        urlField('locationUrl', false, 'A map link; a map search for the name and location when empty.'),
      ],
    },
    imageField('image', 'The venue’s card.', true),
    pagesField('pages', { label: 'Pages', description: 'The venue’s own pages, in this order.' }),
    sortField(),
  ],
})

export const RESTAURANT_COLLECTIONS = [RestaurantAreas, RestaurantCovers, RestaurantMenus, Venues]
