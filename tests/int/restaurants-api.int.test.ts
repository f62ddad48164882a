import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { RESTAURANT_AREAS, RESTAURANT_COVERS, RESTAURANT_MENUS, RESTAURANT_VENUES } from '@/seed/editorial'
import { uploadTestImage } from '../support/media'
import { bootTestPayload } from '../support/payload'

/**
 * Spec §7 "AXS and Wild Rice (AxsAllAreas)" (issue 17, ADR 026) on the demo data, called in-process
 * with real requests: covers, venues grouped by area and menus of the three brands, by volume,
 * nation and area; bad input refused with a 400 (never a 5xx); drafts invisible until published;
 * one cover per place; and the Wild Rice addresses the sitemap lists.
 */

let payload: Payload
let api: Awaited<ReturnType<typeof bootTestPayload>>['api']

const ORIGIN = 'http://localhost:3000'
const AXS = '/b2badminapi/client/AxsAllAreas'
const BRANDS = ['axs', 'axs-private', 'wild-rice'] as const

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field in the assertions
type TJson = any
type TAnswer = { status: number; body: { data?: TJson; error?: { code: string; message: string; fields?: TJson[] } } }

async function get(path: string): Promise<TAnswer> {
  const response = await api.request(`${ORIGIN}${path}`)
  return { status: response.status, body: await response.json() }
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<TAnswer> {
  const response = await api.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

const covers = (query: string) => get(`${AXS}/GetCoverAxsPage?${query}`)
const venues = (query: string) => get(`${AXS}/GetAxsPage?${query}`)
const menu = (body: unknown) => post(`${AXS}/GetMenuAxsPage`, body)

type TGroup = {
  area: { slug: string; name: string; nation: { code: string } }
  venues: { slug: string; type: string }[]
}
const groupSlugs = (groups: TGroup[]) => groups.map((group) => group.area.slug)
const venueSlugs = (groups: TGroup[]) => groups.flatMap((group) => group.venues.map((venue) => venue.slug))

const brandCover = (type: string) =>
  RESTAURANT_COVERS.find((cover) => cover.type === type && !cover.nation && !cover.area)
const nationOfArea = (slug: string) => RESTAURANT_AREAS.find((area) => area.slug === slug)?.nation

/** The demo venues of a brand, grouped as the call must group them: areas in the editors' order. */
function expectedGroups(type: string, keep: (venue: (typeof RESTAURANT_VENUES)[number]) => boolean = () => true) {
  const own = RESTAURANT_VENUES.filter((venue) => venue.type === type && keep(venue))
  return RESTAURANT_AREAS.filter((area) => own.some((venue) => venue.area === area.slug)).map((area) => ({
    area: area.slug,
    venues: own.filter((venue) => venue.area === area.slug).map((venue) => venue.slug),
  }))
}

async function nationIds(): Promise<Record<string, string>> {
  const nations: { _id: string; code: string }[] = (await get('/b2badminapi/client/Nation/GetNation')).body.data
  return Object.fromEntries(nations.map((nation) => [nation.code, nation._id]))
}

async function areaId(slug: string): Promise<string> {
  const { docs } = await payload.find({ collection: 'restaurant-areas', where: { slug: { equals: slug } }, limit: 1 })
  const id = docs[0]?.id
  if (!id) throw new Error(`No area ${slug}`)
  return id
}

beforeAll(async () => {
  ;({ payload, api } = await bootTestPayload({ data: 'demo' }))
}, 240_000)

describe('the demo data', () => {
  it('has AXS and Wild Rice in two nations of two areas each, AXS Private, and a menu of each brand', () => {
    for (const type of ['axs', 'wild-rice']) {
      const own = RESTAURANT_VENUES.filter((venue) => venue.type === type)
      expect(own.length, type).toBeGreaterThanOrEqual(6)
      const areas = new Set(own.map((venue) => venue.area))
      expect(areas.size, type).toBe(4)
      expect(new Set([...areas].map(nationOfArea)).size, type).toBe(2)
      for (const area of areas) {
        const count = own.filter((venue) => venue.area === area).length
        expect(count, `${type} ${area}`).toBeGreaterThanOrEqual(type === 'wild-rice' ? 2 : 1)
      }
    }
    const privates = RESTAURANT_VENUES.filter((venue) => venue.type === 'axs-private')
    expect(privates.length).toBeGreaterThanOrEqual(2)
    expect(privates.length).toBeLessThanOrEqual(3)
    for (const type of BRANDS) {
      expect(brandCover(type), type).toBeDefined()
      const own = RESTAURANT_MENUS.find((item) => item.type === type && !item.nation)
      expect(own?.courses.length, type).toBeGreaterThanOrEqual(3)
      expect(own?.courses.length, type).toBeLessThanOrEqual(4)
      for (const course of own?.courses ?? []) {
        expect(course.dishes.length, course.name).toBeGreaterThanOrEqual(3)
        expect(course.dishes.length, course.name).toBeLessThanOrEqual(5)
      }
    }
    // A cover for each Wild Rice nation and area.
    const wildRiceAreas = new Set(RESTAURANT_VENUES.filter((v) => v.type === 'wild-rice').map((v) => v.area))
    for (const area of wildRiceAreas) {
      expect(
        RESTAURANT_COVERS.some((cover) => cover.type === 'wild-rice' && cover.area === area),
        area,
      ).toBe(true)
      const nation = nationOfArea(area)
      expect(
        RESTAURANT_COVERS.some((cover) => cover.type === 'wild-rice' && cover.nation === nation && !cover.area),
        nation,
      ).toBe(true)
    }
  })
})

describe('GET AxsAllAreas/GetCoverAxsPage', () => {
  it.each(BRANDS)('answers the %s cover of volume 1 by default and when asked', async (type) => {
    const byDefault = await covers(`types=${type}`)
    expect(byDefault.status).toBe(200)
    expect(byDefault.body.data).toHaveLength(1)
    const cover = byDefault.body.data[0]
    expect(cover).toMatchObject({
      type,
      volume: 1,
      nation: null,
      area: null,
      title: brandCover(type)?.title,
      subtitle: brandCover(type)?.subtitle,
    })
    expect(cover.introducePages.length).toBe(brandCover(type)?.introducePages.length)
    expect(cover.outroducePages.length).toBe(brandCover(type)?.outroducePages.length)
    const first = cover.introducePages[0]
    expect(first).toMatchObject({ sort: 1, title: brandCover(type)?.introducePages[0].title })
    expect(first.images[0]).toMatchObject({ isBackground: true, image: { url: expect.stringMatching(/^\//) } })
    expect(first.images[0].image.width).toBeGreaterThan(0)
    const explicit = await covers(`languageId=en&types=${type}&volume=1`)
    expect(explicit.body.data).toEqual(byDefault.body.data)
  })

  it('answers one cover per brand of a comma-separated list, in the order asked, each brand once', async () => {
    const answer = await covers('types=wild-rice,axs,%20axs-private,axs')
    expect(answer.status).toBe(200)
    expect(answer.body.data.map((cover: { type: string }) => cover.type)).toEqual(['wild-rice', 'axs', 'axs-private'])
  })

  it('answers no cover for a volume without one (volume 2)', async () => {
    const answer = await covers('types=axs,axs-private,wild-rice&volume=2')
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual([])
  })

  it('Wild Rice: a nation’s cover by code or _id, an area’s by slug or _id', async () => {
    const ids = await nationIds()
    const byCode = await covers('types=wild-rice&nationId=KH')
    const byId = await covers(`types=wild-rice&nationId=${ids.kh}`)
    expect(byCode.status).toBe(200)
    expect(byCode.body.data).toHaveLength(1)
    expect(byCode.body.data[0]).toMatchObject({ title: 'Wild Rice in Cambodia', nation: { code: 'kh' }, area: null })
    expect(byId.body.data).toEqual(byCode.body.data)

    const bySlug = await covers('types=wild-rice&nationId=la&area=luang-prabang-peninsula')
    expect(bySlug.status).toBe(200)
    expect(bySlug.body.data[0]).toMatchObject({ area: 'luang-prabang-peninsula', nation: { code: 'la' } })
    const byAreaId = await covers(`types=wild-rice&area=${await areaId('luang-prabang-peninsula')}`)
    expect(byAreaId.body.data).toEqual(bySlug.body.data)
    // AXS has no cover of its own in a nation.
    expect((await covers('types=axs&nationId=th')).body.data).toEqual([])
  })

  it('404 for an unknown nation or area, or an area of another nation', async () => {
    expect((await covers('types=wild-rice&nationId=zz')).status).toBe(404)
    expect((await covers('types=wild-rice&area=atlantis')).status).toBe(404)
    const other = await covers('types=wild-rice&nationId=kh&area=luang-prabang-peninsula')
    expect(other.status).toBe(404)
    expect(other.body.error?.code).toBe('NOT_FOUND')
  })

  it('400, naming the field, for a bad volume, an unknown brand, no brand or NUL (an unknown language is English)', async () => {
    for (const [query, field] of [
      ['types=axs&volume=0', 'volume'],
      ['types=axs&volume=100', 'volume'],
      ['types=axs&volume=-1', 'volume'],
      ['types=axs&volume=1.5', 'volume'],
      ['types=axs&volume=two', 'volume'],
      ['types=axs&volume=99999999999999999999', 'volume'],
      ['types=beyond', 'types'],
      ['types=axs,beyond', 'types'],
      ['types=', 'types'],
      ['', 'types'],
    ]) {
      const answer = await covers(query)
      expect(answer.status, query).toBe(400)
      expect(
        answer.body.error?.fields?.map((item: { field: string }) => item.field),
        query,
      ).toContain(field)
    }
    expect((await covers('types=axs&volume=99')).status).toBe(200)
    expect((await covers('types=ax%00s')).status).toBe(400)
    expect((await covers('types=axs&nationId=t%00h')).status).toBe(400)
    // An unknown language is not an error: the covers in English (issue 26).
    expect((await covers('types=axs&languageId=xx-unknown')).status).toBe(200)
  })
})

describe('GET AxsAllAreas/GetAxsPage', () => {
  it.each(BRANDS)('answers the %s venues grouped by area, in the editors’ order', async (type) => {
    const answer = await venues(`type=${type}`)
    expect(answer.status).toBe(200)
    const groups: TGroup[] = answer.body.data
    const expected = expectedGroups(type)
    expect(groupSlugs(groups)).toEqual(expected.map((group) => group.area))
    expect(groups.map((group) => group.venues.map((venue) => venue.slug))).toEqual(
      expected.map((group) => group.venues),
    )
    for (const group of groups) {
      expect(group.area.name.length).toBeGreaterThan(0)
      for (const venue of group.venues) expect(venue.type).toBe(type)
    }
    const explicit = await venues(`type=${type}&volume=1&languageId=en`)
    expect(explicit.body.data).toEqual(answer.body.data)
  })

  it('answers a venue with its card facts and its own pages', async () => {
    const groups: TGroup[] = (await venues('type=wild-rice&area=wat-bo-siem-reap')).body.data
    const venue = groups[0]?.venues.find((item) => item.slug === 'wild-rice-wat-bo') as TJson
    const copy = RESTAURANT_VENUES.find((item) => item.slug === 'wild-rice-wat-bo')
    expect(venue).toMatchObject({
      title: copy?.title,
      cuisine: copy?.cuisine,
      subtitle: copy?.subtitle,
      location: copy?.location,
      locationUrl: copy?.locationUrl,
      priceString: copy?.priceString,
      nation: { code: 'kh', fullName: 'Cambodia' },
      area: { slug: 'wat-bo-siem-reap', name: 'Wat Bo, Siem Reap' },
      volume: 1,
    })
    expect(venue.image.url).toMatch(/^\//)
    expect(venue.pages.map((page: { title: string }) => page.title)).toEqual(copy?.pages.map((page) => page.title))
    expect(venue.pages[1].images[0].isBackground).toBe(true)
    // What an agent books there (issue 55): the catalogue's program at this venue.
    expect(venue.dining).toEqual([{ _id: expect.any(String), name: 'Khmer dinner at Wild Rice Wat Bo' }])
  })

  it('filters by nation (code or _id) and by area (slug or _id)', async () => {
    const ids = await nationIds()
    const lao = await venues('type=wild-rice&nationId=la')
    expect(lao.status).toBe(200)
    const expected = expectedGroups('wild-rice', (venue) => nationOfArea(venue.area) === 'la')
    expect(groupSlugs(lao.body.data)).toEqual(expected.map((group) => group.area))
    expect(venueSlugs(lao.body.data)).toEqual(expected.flatMap((group) => group.venues))
    expect((await venues(`type=wild-rice&nationId=${ids.la}`)).body.data).toEqual(lao.body.data)

    const area = await venues('type=wild-rice&nationId=la&area=vientiane-riverside')
    expect(groupSlugs(area.body.data)).toEqual(['vientiane-riverside'])
    expect(venueSlugs(area.body.data)).toEqual(
      RESTAURANT_VENUES.filter((v) => v.type === 'wild-rice' && v.area === 'vientiane-riverside').map((v) => v.slug),
    )
    const byId = await venues(`type=wild-rice&area=${await areaId('vientiane-riverside')}`)
    expect(byId.body.data).toEqual(area.body.data)
    // An area shared by two brands answers only the brand asked.
    const shared = await venues('type=axs-private&area=sukhumvit')
    expect(venueSlugs(shared.body.data)).toEqual(['the-library-room-thonglor'])
    // A nation where the brand has no venue: no groups.
    expect((await venues('type=wild-rice&nationId=th')).body.data).toEqual([])
  })

  it('answers no venues for a volume without any, and refuses bad input', async () => {
    const later = await venues('type=axs&volume=2')
    expect(later.status).toBe(200)
    expect(later.body.data).toEqual([])
    for (const query of ['', 'type=', 'type=axs,wild-rice', 'type=bistro', 'type=axs&volume=0', 'type=axs&volume=x']) {
      expect((await venues(query)).status, query).toBe(400)
    }
    expect((await venues('type=wild-rice&nationId=zz')).status).toBe(404)
    expect((await venues('type=wild-rice&nationId=kh&area=vientiane-riverside')).status).toBe(404)
    expect((await venues('type=wild-rice&area=viet%00iane')).status).toBe(400)
  })
})

describe('POST AxsAllAreas/GetMenuAxsPage', () => {
  it.each(BRANDS)('answers the %s menu: courses of dishes with prices and tags', async (type) => {
    const answer = await menu({ type })
    expect(answer.status).toBe(200)
    const copy = RESTAURANT_MENUS.find((item) => item.type === type && !item.nation)
    expect(answer.body.data).toMatchObject({ type, volume: 1, nation: null, title: copy?.title, intro: copy?.intro })
    expect(answer.body.data.courses.map((course: { name: string }) => course.name)).toEqual(
      copy?.courses.map((course) => course.name),
    )
    const dish = answer.body.data.courses[0].dishes[0]
    expect(dish).toMatchObject({
      name: copy?.courses[0].dishes[0].name,
      description: copy?.courses[0].dishes[0].description,
      price: copy?.courses[0].dishes[0].price ?? null,
    })
    expect(Array.isArray(dish.tags)).toBe(true)
    for (const body of [
      { type, volume: 1 },
      { type, volume: '1', languageId: 'en' },
    ]) {
      expect((await menu(body)).body.data, JSON.stringify(body)).toEqual(answer.body.data)
    }
  })

  it('with a nation, its own menu when it has one, else the brand’s', async () => {
    const ids = await nationIds()
    const lao = await menu({ type: 'wild-rice', nationId: 'la' })
    expect(lao.body.data).toMatchObject({ title: 'The Wild Rice menu in Laos', nation: { code: 'la' } })
    expect((await menu({ type: 'wild-rice', nationId: ids.la })).body.data).toEqual(lao.body.data)
    const khmer = await menu({ type: 'wild-rice', nationId: 'kh' })
    expect(khmer.body.data).toMatchObject({ title: 'The Wild Rice menu', nation: null })
    expect((await menu({ type: 'wild-rice', nationId: 'zz' })).status).toBe(404)
  })

  // The tags are checkboxes: a many-valued select two arrays deep could not be saved (payloadcms/payload#17142).
  it('saves a dish’s dietary tags', async () => {
    await payload.create({
      collection: 'restaurant-menus',
      data: {
        _status: 'published',
        title: 'Wild Rice, volume 7',
        type: 'wild-rice',
        volume: 7,
        courses: [
          { name: 'To start', dishes: [{ name: 'Fresh spring rolls', dietary: { vegan: true, glutenFree: true } }] },
        ],
      },
    })
    const saved = (await menu({ type: 'wild-rice', volume: 7 })).body.data
    expect(saved.courses[0].dishes[0].tags).toEqual(['vegan', 'gluten-free'])
  })

  it('answers null for a volume without a menu', async () => {
    const answer = await menu({ type: 'axs', volume: 2 })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toBeNull()
  })

  it('refuses every bad body with a 4xx that says why, never a 5xx', async () => {
    let nested: unknown = { type: 'axs' }
    for (let level = 0; level < 40; level++) nested = { type: 'axs', inner: nested }
    const bad: [string, unknown][] = [
      ['not JSON', 'not json'],
      ['truncated JSON', '{"type": "axs"'],
      ['an array', '[]'],
      ['null', 'null'],
      ['no brand', {}],
      ['a number for the brand', { type: 42 }],
      ['an unknown brand', { type: 'beyond' }],
      ['a list of brands', { type: ['axs'] }],
      ['volume 0', { type: 'axs', volume: 0 }],
      ['volume 100', { type: 'axs', volume: 100 }],
      ['a fractional volume', { type: 'axs', volume: 1.5 }],
      ['a boolean volume', { type: 'axs', volume: true }],
      ['a text volume', { type: 'axs', volume: 'one' }],
      ['an object nation', { type: 'axs', nationId: { code: 'th' } }],
      ['a huge brand', { type: 'x'.repeat(100_000) }],
      ['NUL in the brand', { type: 'a\u0000xs' }],
      ['NUL in a field name', { type: 'axs', 'n\u0000': 1 }],
      ['nested 40 deep', nested],
    ]
    for (const [what, body] of bad) {
      const answer = await menu(body)
      expect(answer.status, what).toBe(400)
      expect(answer.body.error?.message, what).toEqual(expect.any(String))
    }
    const brandless = await menu({ volume: 1 })
    expect(brandless.body.error?.fields?.map((item: { field: string }) => item.field)).toContain('type')
    const badVolume = await menu({ type: 'axs', volume: 0 })
    expect(badVolume.body.error?.fields).toContainEqual({
      field: 'volume',
      message: 'A volume is a whole number from 1 to 99',
    })
    // Over the API's body limit: refused before it is read.
    const huge = await menu({ type: 'axs', padding: 'x'.repeat(300 * 1024) })
    expect(huge.status).toBe(413)
  })
})

describe('drafts and the back office', () => {
  it('a draft venue, cover or menu is in no answer until it is published', async () => {
    const image = await uploadTestImage(payload, 'A riverside terrace', 'terrace.png')
    const area = await areaId('phnom-penh-riverside')
    const nation = (await nationIds()).kh
    const venue = await payload.create({
      collection: 'venues',
      data: {
        _status: 'draft',
        title: 'Wild Rice Koh Pich',
        type: 'wild-rice',
        volume: 1,
        nation,
        area,
        cuisine: 'Khmer seafood',
        location: 'Koh Pich, Phnom Penh',
        image: image.id,
      },
    })
    const cover = await payload.create({
      collection: 'restaurant-covers',
      data: { _status: 'draft', title: 'AXS, volume 3', type: 'axs', volume: 3 },
    })
    const draftMenu = await payload.create({
      collection: 'restaurant-menus',
      data: {
        _status: 'draft',
        title: 'AXS Private, volume 3',
        type: 'axs-private',
        volume: 3,
        courses: [{ name: 'To start', dishes: [{ name: 'Rice crackers', price: 'THB 120' }] }],
      },
    })
    const visible = async () => ({
      venue: venueSlugs((await venues('type=wild-rice&area=phnom-penh-riverside')).body.data).includes(
        venue.slug as string,
      ),
      cover: (await covers('types=axs&volume=3')).body.data.length,
      menu: (await menu({ type: 'axs-private', volume: 3 })).body.data?.title ?? null,
    })
    expect(await visible()).toEqual({ venue: false, cover: 0, menu: null })

    await payload.update({ collection: 'venues', id: venue.id, data: { _status: 'published' } })
    await payload.update({ collection: 'restaurant-covers', id: cover.id, data: { _status: 'published' } })
    await payload.update({ collection: 'restaurant-menus', id: draftMenu.id, data: { _status: 'published' } })
    expect(await visible()).toEqual({ venue: true, cover: 1, menu: 'AXS Private, volume 3' })
  })

  it('a published venue of an area still in draft waits for its area', async () => {
    const image = await uploadTestImage(payload, 'A night market', 'market.png')
    const nation = (await nationIds()).la
    const area = await payload.create({
      collection: 'restaurant-areas',
      data: { _status: 'draft', name: 'Pakse riverside', nation },
    })
    await payload.create({
      collection: 'venues',
      data: {
        _status: 'published',
        title: 'Wild Rice Pakse',
        type: 'wild-rice',
        volume: 1,
        nation,
        area: area.id,
        cuisine: 'Southern Lao',
        location: 'Khemkong Road, Pakse',
        image: image.id,
      },
    })
    expect(venueSlugs((await venues('type=wild-rice&nationId=la')).body.data)).not.toContain('wild-rice-pakse')
    expect((await venues('type=wild-rice&area=pakse-riverside')).status).toBe(404)
    await payload.update({ collection: 'restaurant-areas', id: area.id, data: { _status: 'published' } })
    expect(venueSlugs((await venues('type=wild-rice&area=pakse-riverside')).body.data)).toEqual(['wild-rice-pakse'])
  })

  it('refuses a second cover for the same brand, volume, nation and area', async () => {
    const nation = (await nationIds()).kh
    const area = await areaId('wat-bo-siem-reap')
    const second = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'restaurant-covers',
        overrideAccess: true,
        data: { _status: 'published', title: 'A second cover', ...data } as TJson,
      })
    /** The field errors the back office shows for a refused save. */
    const refusal = (saving: Promise<unknown>) =>
      saving.then(
        () => null,
        (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors ?? [],
      )
    const expected = [{ path: 'type', message: 'This brand already has a cover for this volume, nation and area' }]
    expect(await refusal(second({ type: 'axs', volume: 1 }))).toEqual(expected)
    expect(await refusal(second({ type: 'wild-rice', volume: 1, nation }))).toEqual(expected)
    expect(await refusal(second({ type: 'wild-rice', volume: 1, nation, area }))).toEqual(expected)
    // Another volume, or another place, is a cover of its own.
    const otherVolume = await second({ type: 'axs-private', volume: 4 })
    expect(otherVolume.id).toEqual(expect.any(String))
    expect((await covers('types=axs-private&volume=4')).body.data[0]?.title).toBe('A second cover')
    // Editing the one cover of a place is not a second one.
    const { docs } = await payload.find({
      collection: 'restaurant-covers',
      where: { and: [{ type: { equals: 'axs' } }, { volume: { equals: 1 } }] },
    })
    const edited = await payload.update({
      collection: 'restaurant-covers',
      id: docs[0]?.id as string,
      data: { subtitle: 'Chef-led dining rooms, edited.' },
    })
    expect(edited.subtitle).toBe('Chef-led dining rooms, edited.')
    expect((await covers('types=axs')).body.data[0].subtitle).toBe('Chef-led dining rooms, edited.')
  })
})

describe('the contract and the sitemap', () => {
  it('documents the three calls in the OpenAPI document', async () => {
    const document = await (await api.request(`${ORIGIN}/b2badminapi/openapi.json`)).json()
    for (const path of ['GetCoverAxsPage', 'GetAxsPage', 'GetMenuAxsPage'])
      expect(Object.keys(document.paths), path).toContain(`${AXS}/${path}`)
    expect(document.paths[`${AXS}/GetMenuAxsPage`].post).toBeDefined()
    expect(document.components.schemas).toHaveProperty('Venue')
  })

  it('lists each Wild Rice nation and area with content, with their venues pages, and every nation’s venues', async () => {
    const { wildRicePaths } = await import('@/server/content/restaurants')
    const paths = await wildRicePaths()
    for (const path of [
      '/marketplace/wild-rice/venues',
      '/marketplace/wild-rice/cambodia',
      '/marketplace/wild-rice/cambodia/venues',
      '/marketplace/wild-rice/cambodia/wat-bo-siem-reap',
      '/marketplace/wild-rice/cambodia/wat-bo-siem-reap/venues',
      '/marketplace/wild-rice/laos/luang-prabang-peninsula/venues',
      '/marketplace/wild-rice/laos/vientiane-riverside',
    ])
      expect(paths).toContain(path)
    expect(paths.filter((path) => path.includes('/thailand'))).toEqual([])
    // An area's address without its nation is an alias of the one with it, not a page of its own.
    expect(paths).not.toContain('/marketplace/wild-rice/wat-bo-siem-reap')
    expect(new Set(paths).size).toBe(paths.length)
  })
})
