import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BEYOND_FILMS, BEYOND_PAGE } from '@/seed/editorial'
import { uploadTestImage } from '../support/media'
import { bootTestPayload } from '../support/payload'

/**
 * Spec §7 BeyondClient (issue 17, ADR 026) on the demo data, called in-process with real requests:
 * the cover and the whole page with the spec's field names, the info cover's crop, the public films
 * in order and one by slug, the page switched off (404 on both calls and out of the sitemap), drafts,
 * bad queries, and the generated PDF and videos on disk.
 */

let payload: Payload
let api: Awaited<ReturnType<typeof bootTestPayload>>['api']

const ORIGIN = 'http://localhost:3000'
const BEYOND = '/b2badminapi/client/BeyondClient'
const INTRODUCE = `${BEYOND}/GetBeyondIntroduce`
const DETAIL = `${BEYOND}/GetBeyondDetail`

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read field by field in the assertions
type TJson = any
type TAnswer = { status: number; body: { data?: TJson; error?: { code: string; message: string } } }

async function get(url: string): Promise<TAnswer> {
  const response = await api.request(`${ORIGIN}${url}`)
  return { status: response.status, body: await response.json() }
}

// Spec §3 "Beyond page", every field (issue 55).
const INTRODUCE_FIELDS = [
  'buttonText',
  'content',
  'contentImages',
  'coverImage',
  'description',
  'hardcopy',
  'infoCoverImage',
  'introduceImages',
  'isPublic',
  'languageId',
  'reels',
  'shortDescription',
  'title',
]
const DETAIL_FIELDS = [...INTRODUCE_FIELDS, 'items'].sort()
const ITEM_FIELDS = [
  '_id',
  'createAt',
  'description',
  'download',
  'downloadUrl',
  'duration',
  'durationSeconds',
  'image',
  'isEmbeded',
  'isPublic',
  'slug',
  'sort',
  'title',
  'videoUrl',
]

const PUBLIC_FILMS = BEYOND_FILMS.filter((film) => film.isPublic)
const HIDDEN_FILM = BEYOND_FILMS.find((film) => !film.isPublic)

/** Runs `change`, then puts the Beyond page back as the demo data left it, whatever happened. */
async function withPage(change: () => Promise<void>) {
  const before = await payload.findGlobal({ slug: 'beyond-page', depth: 0 })
  try {
    await change()
  } finally {
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...data } = before
    await payload.updateGlobal({ slug: 'beyond-page', data: { ...data, _status: 'published' } })
  }
}

const created: string[] = []
afterEach(async () => {
  for (const id of created.splice(0)) await payload.delete({ collection: 'beyond-items', id })
})

async function addFilm(data: Record<string, unknown>) {
  const image = await uploadTestImage(payload, 'A test still of a river', `film-${created.length}.png`)
  const doc = await payload.create({
    collection: 'beyond-items',
    data: {
      title: 'A test film',
      createAt: '2026-01-15T07:00:00.000Z',
      image: image.id,
      isEmbeded: true,
      videoUrl: 'https://vimeo.com/76979871',
      _status: 'published',
      ...data,
    },
  })
  created.push(doc.id)
  return doc
}

beforeAll(async () => {
  ;({ payload, api } = await bootTestPayload({ data: 'demo' }))
}, 240_000)

describe('GET BeyondClient/GetBeyondIntroduce', () => {
  it('answers the whole page with the spec’s field names and the demo page’s content', async () => {
    const answer = await get(INTRODUCE)
    expect(answer.status).toBe(200)
    const cover = answer.body.data
    expect(Object.keys(cover).sort()).toEqual(INTRODUCE_FIELDS)
    const { docs } = await payload.find({ collection: 'languages', limit: 1, sort: 'sort' })
    expect(cover.languageId).toBe(docs[0]?.id)
    expect(cover).toMatchObject({
      title: BEYOND_PAGE.title,
      shortDescription: BEYOND_PAGE.shortDescription,
      buttonText: BEYOND_PAGE.buttonText,
      isPublic: true,
    })
    expect(cover.coverImage).toMatchObject({ alt: BEYOND_PAGE.coverImage.alt, width: 1600, height: 900 })
    expect(cover.coverImage.url).toMatch(/^\/cms-api\/media\/file\/beyond-cover.*\.jpg$/)
    expect(cover.introduceImages.map((image: { alt: string }) => image.alt)).toEqual(
      BEYOND_PAGE.introduceImages.map((image) => image.alt),
    )
    // The page's body too, as GetBeyondDetail gives it (which adds the films).
    const { items: _films, ...page } = (await get(DETAIL)).body.data
    expect(cover).toEqual(page)
    expect(cover.contentImages.length).toBeGreaterThan(0)
    expect(cover.reels.length).toBeGreaterThan(0)
    expect(cover.hardcopy.pdf).not.toBeNull()
  })

  it('gives the info cover as the image’s URL and the crop rectangle in % of the image', async () => {
    const { infoCoverImage } = (await get(INTRODUCE)).body.data
    expect(Object.keys(infoCoverImage).sort()).toEqual(['coordinates', 'image', 'imageUrlCropper'])
    expect(infoCoverImage.imageUrlCropper).toBe(infoCoverImage.image.url)
    expect(infoCoverImage.image).toMatchObject({ alt: BEYOND_PAGE.infoCover.image.alt, width: 1600, height: 900 })
    expect(infoCoverImage.coordinates).toEqual(BEYOND_PAGE.infoCover.crop)
    // The demo crop is a part of the image, not all of it.
    expect(infoCoverImage.coordinates.width).toBeLessThan(100)
    expect(infoCoverImage.coordinates.height).toBeLessThan(100)
  })

  it('round-trips an editor’s crop, decimals included, to both calls', async () => {
    await withPage(async () => {
      const page = await payload.findGlobal({ slug: 'beyond-page', depth: 0 })
      const crop = { left: 12.5, top: 33.3, width: 41.7, height: 50 }
      await payload.updateGlobal({
        slug: 'beyond-page',
        data: { infoCoverImage: { ...page.infoCoverImage, ...crop }, _status: 'published' },
      })
      expect((await get(INTRODUCE)).body.data.infoCoverImage.coordinates).toEqual(crop)
      expect((await get(DETAIL)).body.data.infoCoverImage.coordinates).toEqual(crop)
    })
    expect((await get(INTRODUCE)).body.data.infoCoverImage.coordinates).toEqual(BEYOND_PAGE.infoCover.crop)
  })

  it('takes a language by _id or code, and answers an unknown one in English (issue 26)', async () => {
    const english = await get(`${INTRODUCE}?languageId=en`)
    expect(english.status).toBe(200)
    const unknown = await get(`${INTRODUCE}?languageId=xx-unknown`)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(english.body)
  })
})

describe('GET BeyondClient/GetBeyondDetail', () => {
  it('answers every field of the page and the films', async () => {
    const answer = await get(`${DETAIL}?languageId=en`)
    expect(answer.status).toBe(200)
    const page = answer.body.data
    expect(Object.keys(page).sort()).toEqual(DETAIL_FIELDS)
    expect(page.title).toBe(BEYOND_PAGE.title)
    // Rich text as HTML, headings included.
    expect(page.description).toContain('<p>Most clients who come back to us')
    expect(page.content).toContain('<h2>How the collection works</h2>')
    expect(page.content).toContain('<h3>Prey Lang, Cambodia</h3>')
  })

  it('gives the content images with their category and row', async () => {
    const { contentImages } = (await get(DETAIL)).body.data
    expect(
      contentImages.map((item: { category: string; row: number; image: { alt: string } }) => [
        item.category,
        item.row,
        item.image.alt,
      ]),
    ).toEqual(BEYOND_PAGE.contentImages.map((item) => [item.category, item.row, item.image.alt]))
    expect(new Set(contentImages.map((item: { row: number }) => item.row))).toEqual(new Set([1, 2, 3]))
  })

  it('gives exactly three reels, each an uploaded MP4 with its thumbnail', async () => {
    const { reels } = (await get(DETAIL)).body.data
    expect(reels.map((reel: { title: string }) => reel.title)).toEqual(BEYOND_PAGE.reels.map((reel) => reel.title))
    expect(reels).toHaveLength(3)
    for (const reel of reels) {
      expect(Object.keys(reel).sort()).toEqual(['_id', 'isEmbedded', 'mimeType', 'thumbnail', 'title', 'video'])
      expect(reel).toMatchObject({ isEmbedded: false, mimeType: 'video/mp4' })
      expect(reel.video).toMatch(/^\/cms-api\/files\/file\/beyond-reel-[a-z-]+\.mp4$/)
      expect(reel.thumbnail.url).toMatch(/^\/cms-api\/media\/file\//)
    }
  })

  it('gives the hard copy: its cover, its PDF with type and size, and the button', async () => {
    const { hardcopy } = (await get(DETAIL)).body.data
    expect(hardcopy.buttonText).toBe(BEYOND_PAGE.hardcopy.buttonText)
    expect(hardcopy.image.alt).toBe(BEYOND_PAGE.hardcopy.image.alt)
    expect(hardcopy.pdf).toMatchObject({
      title: BEYOND_PAGE.hardcopy.pdf.linkTitle,
      filename: 'beyond-hard-copy.pdf',
      mimeType: 'application/pdf',
      url: '/cms-api/files/file/beyond-hard-copy.pdf',
    })
    expect(hardcopy.pdf.filesize).toBeGreaterThan(2000)
  })

  it('lists only the public films, in the editors’ order, with the spec’s item fields', async () => {
    const { items } = (await get(DETAIL)).body.data
    expect(items.map((item: { slug: string }) => item.slug)).toEqual(PUBLIC_FILMS.map((film) => film.slug))
    expect(HIDDEN_FILM).toBeDefined()
    expect(items.map((item: { slug: string }) => item.slug)).not.toContain(HIDDEN_FILM?.slug)
    const sorts = items.map((item: { sort: number }) => item.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(ITEM_FIELDS)
      expect(item).toMatchObject({ isPublic: true, isEmbeded: false })
      expect(item.createAt).toMatch(/^\d{4}-\d{2}-\d{2}T07:00:00\.000Z$/)
      expect(item.videoUrl).toMatch(/^\/cms-api\/files\/file\/beyond-(reel|film)-[a-z-]+\.mp4$/)
      const film = BEYOND_FILMS.find((entry) => entry.slug === item.slug)
      // The duration is the generated clip's length.
      expect(item.durationSeconds).toBe(film?.video.seconds)
      expect(item.duration).toBe(`0:0${film?.video.seconds}`)
      expect(item.image.alt).toBe(film?.image.alt)
    }
    const withNotes = items.filter((item: { download: unknown }) => item.download !== null)
    expect(withNotes.map((item: { slug: string }) => item.slug)).toEqual(
      PUBLIC_FILMS.filter((film) => film.notes).map((film) => film.slug),
    )
    for (const item of withNotes) {
      expect(item.downloadUrl).toBe(item.download.url)
      expect(item.download).toMatchObject({ mimeType: 'application/pdf' })
    }
  })

  it('orders films by their sort field, not by date or title', async () => {
    const first = await addFilm({
      title: 'Zz the last title, sorted first',
      sort: 1,
      createAt: '2020-01-01T07:00:00.000Z',
    })
    const last = await addFilm({ title: 'Aa the first title, sorted last', sort: 9999 })
    const slugs = (await get(DETAIL)).body.data.items.map((item: { slug: string }) => item.slug)
    expect(slugs[0]).toBe(first.slug)
    expect(slugs.at(-1)).toBe(last.slug)
  })

  it('answers one film by its slug as { item }, the same as in the list', async () => {
    const { items } = (await get(DETAIL)).body.data
    const answer = await get(`${DETAIL}?slug=${PUBLIC_FILMS[1]?.slug}&languageId=en`)
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body.data)).toEqual(['item'])
    expect(answer.body.data.item).toEqual(items[1])
  })

  it('answers 404 for an unknown slug and for a film that is not public', async () => {
    const unknown = await get(`${DETAIL}?slug=no-such-film`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.error?.code).toBe('NOT_FOUND')
    expect((await get(`${DETAIL}?slug=${HIDDEN_FILM?.slug}`)).status).toBe(404)
    // Its document is there, only switched off.
    const { totalDocs } = await payload.count({
      collection: 'beyond-items',
      where: { slug: { equals: HIDDEN_FILM?.slug } },
    })
    expect(totalDocs).toBe(1)
  })

  it('keeps an embedded film’s address and reads its duration', async () => {
    const film = await addFilm({ title: 'Embedded test film', duration: '3:45', sort: 5 })
    const { item } = (await get(`${DETAIL}?slug=${film.slug}`)).body.data
    expect(item).toMatchObject({
      isEmbeded: true,
      videoUrl: 'https://vimeo.com/76979871',
      duration: '3:45',
      durationSeconds: 225,
      download: null,
      downloadUrl: null,
    })
  })
})

describe('the page switched off', () => {
  it('answers 404 on both calls and leaves its four addresses out of the sitemap, until it is on again', async () => {
    const { publicPaths } = await import('@/server/content/sitemap')
    const beyondPaths = (paths: string[]) => paths.filter((url) => url.startsWith('/marketplace/beyond')).sort()
    expect(beyondPaths(await publicPaths())).toEqual([
      '/marketplace/beyond',
      '/marketplace/beyond/detail',
      '/marketplace/beyond/detail-page',
      '/marketplace/beyond/index0',
    ])
    await withPage(async () => {
      await payload.updateGlobal({ slug: 'beyond-page', data: { isPublic: false, _status: 'published' } })
      for (const url of [INTRODUCE, DETAIL, `${DETAIL}?slug=${PUBLIC_FILMS[0]?.slug}`]) {
        const answer = await get(url)
        expect(answer.status, url).toBe(404)
        expect(answer.body.error?.code).toBe('NOT_FOUND')
      }
      // Switched off in every language: an unknown one is English, and English is off.
      expect((await get(`${INTRODUCE}?languageId=xx-unknown`)).status).toBe(404)
      expect(beyondPaths(await publicPaths())).toEqual([])
    })
    expect((await get(INTRODUCE)).status).toBe(200)
    expect((await get(DETAIL)).status).toBe(200)
    expect(beyondPaths(await publicPaths())).toHaveLength(4)
  })
})

describe('drafts', () => {
  it('a draft of the page is invisible until it is published', async () => {
    await withPage(async () => {
      await payload.updateGlobal({
        slug: 'beyond-page',
        data: { title: 'Beyond, a draft title', isPublic: false },
        draft: true,
      })
      const whileDraft = await get(INTRODUCE)
      expect(whileDraft.status).toBe(200)
      expect(whileDraft.body.data.title).toBe(BEYOND_PAGE.title)
      // The staff preview reads the draft.
      const { getBeyondPage } = await import('@/server/content/beyond')
      expect(await getBeyondPage({ draft: true })).toMatchObject({ title: 'Beyond, a draft title', isPublic: false })

      await payload.updateGlobal({
        slug: 'beyond-page',
        data: { title: 'Beyond, now published', isPublic: true, _status: 'published' },
      })
      expect((await get(INTRODUCE)).body.data.title).toBe('Beyond, now published')
    })
    expect((await get(INTRODUCE)).body.data.title).toBe(BEYOND_PAGE.title)
  })

  it('a draft film is not listed and has no answer by slug until it is published', async () => {
    const film = await addFilm({ title: 'Draft film of the Bolaven Plateau', _status: 'draft' })
    const visible = async () => {
      const { items } = (await get(DETAIL)).body.data
      return {
        listed: items.some((item: { slug: string }) => item.slug === film.slug),
        bySlug: (await get(`${DETAIL}?slug=${film.slug}`)).status,
      }
    }
    expect(await visible()).toEqual({ listed: false, bySlug: 404 })
    await payload.update({ collection: 'beyond-items', id: film.id, data: { _status: 'published' } })
    expect(await visible()).toEqual({ listed: true, bySlug: 200 })
  })
})

describe('bad queries', () => {
  it.each([
    ['a NUL in the language', `${INTRODUCE}?languageId=en%00x`],
    ['a NUL in the slug', `${DETAIL}?slug=sea%00nomads`],
    ['a huge slug', `${DETAIL}?slug=${'a'.repeat(5000)}`],
    ['a slug that is not one', `${DETAIL}?slug=${encodeURIComponent('Sea Nomads/../x')}`],
    ['an empty slug', `${DETAIL}?slug=`],
    ['a huge language', `${DETAIL}?languageId=${'e'.repeat(3000)}`],
    ['malformed percent-encoding', `${DETAIL}?slug=%E0%A4%A`],
  ])('answers %s with 400 naming the field, never 5xx', async (_, url) => {
    const answer = await get(url)
    expect(answer.status, url).toBe(400)
    expect(answer.body.error?.code).toBe('BAD_REQUEST')
  })
})

describe('the contract', () => {
  it('documents both calls and their answers in the OpenAPI document', async () => {
    const response = await api.request(`${ORIGIN}/b2badminapi/openapi.json`)
    expect(response.status).toBe(200)
    const document = await response.json()
    for (const call of [INTRODUCE, DETAIL]) expect(document.paths[call]?.get, call).toBeDefined()
    expect(document.paths[DETAIL].get.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'languageId',
      'slug',
    ])
    for (const name of ['BeyondIntroduce', 'BeyondDetail', 'BeyondItem', 'BeyondOneItem'])
      expect(document.components.schemas[name], name).toBeDefined()
    expect(Object.keys(document.components.schemas.BeyondItem.properties)).toEqual(expect.arrayContaining(ITEM_FIELDS))
  })
})

describe('the generated files', () => {
  const filesDir = () => path.join(process.env.MONSOON_DATA_DIR ?? '', 'files')

  it('the hard copy is a real multi-page PDF on disk', async () => {
    const { hardcopy } = (await get(DETAIL)).body.data
    const bytes = await readFile(path.join(filesDir(), hardcopy.pdf.filename))
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBe(hardcopy.pdf.filesize)
    const text = bytes.toString('latin1')
    expect(Number(text.match(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/)?.[1])).toBeGreaterThanOrEqual(2)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
  })

  it('the reels and films are MP4 files on disk', async () => {
    const { reels, items } = (await get(DETAIL)).body.data
    const urls: string[] = [
      ...reels.map((reel: { video: string }) => reel.video),
      ...items.map((item: { videoUrl: string }) => item.videoUrl),
    ]
    expect(urls).toHaveLength(3 + PUBLIC_FILMS.length)
    // A film cut from a reel shares its file; the others have their own.
    expect(new Set(urls).size).toBe(
      new Set(
        BEYOND_FILMS.filter((film) => film.isPublic)
          .map((film) => film.video.name)
          .concat(BEYOND_PAGE.reels.map((reel) => reel.video.name)),
      ).size,
    )
    for (const url of urls) {
      const bytes = await readFile(path.join(filesDir(), path.basename(url)))
      // An ISO base media file opens with its `ftyp` box.
      expect(bytes.subarray(4, 8).toString('latin1'), url).toBe('ftyp')
    }
  })
})
