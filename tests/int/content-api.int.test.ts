import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { setSiteSettings, uploadTestImage } from '../support/media'
import { bootTestPayload } from '../support/payload'

let payload: Payload
let api: Awaited<ReturnType<typeof bootTestPayload>>['api']
let language: string
const nations: Record<string, string> = {}

const BASE = '/b2badminapi/client'

type TAnswer = {
  data?: unknown
  error?: { code: string; message: string; fields?: { field: string; message: string }[] }
}

async function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await api.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as TAnswer }
}
const data = <T>(answer: { body: TAnswer }) => answer.body.data as T

const lexical = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    format: '' as const,
    indent: 0,
    direction: 'ltr' as const,
    children: [
      {
        type: 'paragraph',
        version: 1,
        format: '' as const,
        indent: 0,
        direction: 'ltr' as const,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
      },
    ],
  },
})

const published = { _status: 'published' as const }

beforeAll(async () => {
  ;({ payload, api } = await bootTestPayload())
  language = (await payload.create({ collection: 'languages', data: { fullName: 'English', code: 'en', sort: 0 } })).id
  for (const [code, fullName] of [
    ['th', 'Thailand'],
    ['la', 'Laos'],
    ['kh', 'Cambodia'],
  ]) {
    nations[code] = (await payload.create({ collection: 'nations', data: { code, fullName } })).id
  }
  await setSiteSettings(payload, 'sales@monsoon.test')
})

describe('single pages: the published version, at the spec paths', () => {
  it('serves what an editor published, not a later draft, and the next publication at once', async () => {
    await payload.updateGlobal({
      slug: 'about-us',
      data: {
        ...published,
        title: 'About Monsoon',
        intro: lexical('Founded in Bangkok & run by locals.'),
        facts: [{ value: '1998', label: 'Founded' }],
        sections: [{ title: 'Our story', text: lexical('Five countries, one contract.') }],
      },
    })
    const first = await call(`${BASE}/Aboutus/GetAboutus?languageId=${language}`)
    expect(first.status).toBe(200)
    expect(data<{ title: string; intro: string; facts: unknown[]; sections: { text: string }[] }>(first)).toMatchObject(
      {
        title: 'About Monsoon',
        intro: '<p>Founded in Bangkok &amp; run by locals.</p>',
        facts: [{ value: '1998', label: 'Founded' }],
        sections: [{ title: 'Our story', text: '<p>Five countries, one contract.</p>' }],
      },
    )

    await payload.updateGlobal({ slug: 'about-us', data: { title: 'A draft title', _status: 'draft' }, draft: true })
    expect(data<{ title: string }>(await call(`${BASE}/Aboutus/GetAboutus`)).title).toBe('About Monsoon')

    await payload.updateGlobal({ slug: 'about-us', data: { title: 'About us, revised', ...published } })
    expect(data<{ title: string }>(await call(`${BASE}/Aboutus/GetAboutus`)).title).toBe('About us, revised')
  })

  it('answers an unknown language in English and a page the spec names no call for by its name', async () => {
    const unknown = await call(`${BASE}/Aboutus/GetAboutus?languageId=xx-unknown`)
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual((await call(`${BASE}/Aboutus/GetAboutus`)).body)
    await payload.updateGlobal({ slug: 'points-of-difference', data: { ...published, title: 'Why Monsoon' } })
    expect(data<{ title: string }>(await call(`${BASE}/Pages/points-of-difference`)).title).toBe('Why Monsoon')
    expect((await call(`${BASE}/Pages/not-a-page`)).status).toBe(400)
  })
})

describe('AgencyRegisterTemplateClient/GetAgencyRegisterTemplateClient (spec §4 start-up)', () => {
  it('answers null until staff write the applicant’s template, then that template; never the staff one', async () => {
    const path = `${BASE}/AgencyRegisterTemplateClient/GetAgencyRegisterTemplateClient`
    expect(await call(path)).toEqual({ status: 200, body: { data: null } })
    await payload.create({
      collection: 'agency-register-templates',
      data: { types: 'Staff', subject: 'New agency: {agencyName}', content: '<p>Staff only</p>' },
    })
    expect(data(await call(path))).toBeNull()
    const client = await payload.create({
      collection: 'agency-register-templates',
      data: { types: 'Client', subject: 'Welcome, {firstName}', content: '<p>We have your application.</p>' },
    })
    expect(data(await call(`${path}?languageId=${language}`))).toEqual({
      _id: client.id,
      types: 'Client',
      subject: 'Welcome, {firstName}',
      content: '<p>We have your application.</p>',
    })
    expect((await call(`${path}?languageId=xx-unknown`)).status).toBe(200)
  })
})

describe('SiamClient/GetSiamDetail (issue 17)', () => {
  it('serves the published Siam in style page with its facts, sections and cards', async () => {
    await payload.updateGlobal({
      slug: 'siam-in-style',
      data: {
        ...published,
        title: 'Siam in style',
        facts: [{ value: '12', label: 'Hotels in the collection' }],
        sections: [{ title: 'Guides for the guest', text: lexical('Matched to the client.') }],
        cards: [
          { title: 'Doi Suthep at sunrise', text: 'Before the crowds.', url: '/travel-portfolio/day-programs/x' },
        ],
      },
    })
    const page = data<{
      title: string
      facts: { value: string }[]
      sections: { text: string }[]
      cards: { url: string }[]
    }>(await call(`${BASE}/SiamClient/GetSiamDetail?languageId=${language}`))
    expect(page.title).toBe('Siam in style')
    expect(page.facts.map((fact) => fact.value)).toEqual(['12'])
    expect(page.sections[0].text).toBe('<p>Matched to the client.</p>')
    expect(page.cards[0].url).toBe('/travel-portfolio/day-programs/x')
  })
})

describe('FAQs and their text search', () => {
  beforeAll(async () => {
    const faqs = [
      { question: 'What are your cancellation terms?', answer: 'Up to 30 days before arrival, no fee.', sort: 2 },
      { question: 'Do you quote net rates?', answer: 'Yes: every rate is net and non-commissionable.', sort: 1 },
      { question: 'How do visas on arrival work?', answer: 'Cambodia and Laos issue them at the border.', sort: 3 },
    ]
    for (const faq of faqs) await payload.create({ collection: 'faqs', data: { ...faq, ...published } })
    await payload.create({
      collection: 'faqs',
      data: { question: 'A draft about cancellation', answer: 'Not yet.', _status: 'draft' },
    })
  })

  it('lists the published FAQs in their order', async () => {
    const answer = await call(`${BASE}/FrequentlyAskedQuestion/GetFrequentlyAskedQuestion?languageId=${language}`)
    expect(answer.status).toBe(200)
    expect(data<{ items: { question: string }[] }>(answer).items.map((faq) => faq.question)).toEqual([
      'Do you quote net rates?',
      'What are your cancellation terms?',
      'How do visas on arrival work?',
    ])
  })

  it.each([
    ['cancellation', ['What are your cancellation terms?']],
    ['NET rates', ['Do you quote net rates?']],
    ['border laos', ['How do visas on arrival work?']],
    ['no such words', []],
    ['', ['Do you quote net rates?', 'What are your cancellation terms?', 'How do visas on arrival work?']],
  ])('Text=%s matches the question or the answer', async (text, expected) => {
    const answer = await call(
      `${BASE}/FrequentlyAskedQuestion/searchs?languageId=${language}&Text=${encodeURIComponent(text)}`,
    )
    expect(data<{ question: string }[]>(answer).map((faq) => faq.question)).toEqual(expected)
  })
})

describe('content searches (POST bodies of spec §3/§7)', () => {
  beforeAll(async () => {
    const journey = (title: string, nationCodes: string[], days: number, sort: number) => ({
      ...published,
      title,
      nations: nationCodes.map((code) => nations[code]),
      from: 'Bangkok',
      to: 'Luang Prabang',
      days,
      summary: `${title} by road and river.`,
      itinerary: Array.from({ length: days }, (_, index) => ({ title: `Stage ${index + 1}` })),
      sort,
    })
    await payload.create({ collection: 'overland-journeys', data: journey('Mekong by road', ['th', 'la'], 3, 1) })
    await payload.create({ collection: 'overland-journeys', data: journey('Temples and rice fields', ['kh'], 2, 2) })
    await payload.create({ collection: 'overland-journeys', data: journey('Northern loop', ['th'], 4, 3) })
  })

  it('pages through journeys, filtered by nation and words; one page of 1000 by default', async () => {
    const all = data<{ items: { slug: string }[]; total: number; pageSize: number }>(
      await call(`${BASE}/PushTourFromTourchain/GetTours_Client`, { languageId: language }),
    )
    expect([all.total, all.pageSize, all.items.map((item) => item.slug)]).toEqual([
      3,
      1000,
      ['mekong-by-road', 'temples-and-rice-fields', 'northern-loop'],
    ])
    const thailand = data<{ items: { title: string }[]; total: number }>(
      await call(`${BASE}/PushTourFromTourchain/GetTours_Client`, { nationCode: 'TH', pageNumber: 2, pageSize: 1 }),
    )
    expect([thailand.total, thailand.items.map((item) => item.title)]).toEqual([2, ['Northern loop']])
    const words = data<{ items: { title: string }[] }>(
      await call(`${BASE}/PushTourFromTourchain/GetTours_Client`, { search: 'rice TEMPLES' }),
    )
    expect(words.items.map((item) => item.title)).toEqual(['Temples and rice fields'])
    expect((await call(`${BASE}/PushTourFromTourchain/GetTours_Client`, { pageSize: 1001 })).status).toBe(400)
    expect((await call(`${BASE}/PushTourFromTourchain/GetTours_Client`, { pageNumber: 0 })).status).toBe(400)
  })

  it('finds one journey by _id or slug, with its days; an unknown one is 404', async () => {
    const bySlug = await call(`${BASE}/PushTourFromTourchain/GetOneToursById_Client`, { id: 'northern-loop' })
    const journey = data<{ _id: string; itinerary: { day: number }[] }>(bySlug)
    expect(journey.itinerary.map((day) => day.day)).toEqual([1, 2, 3, 4])
    const byId = await call(`${BASE}/PushTourFromTourchain/GetOneToursById_Client`, { id: journey._id })
    expect(data<{ _id: string }>(byId)._id).toBe(journey._id)
    expect((await call(`${BASE}/PushTourFromTourchain/GetOneToursById_Client`, { id: 'nowhere' })).status).toBe(404)
  })

  it('lists the concierge categories with their item counts and items by category, search and nation', async () => {
    const image = await uploadTestImage(payload, 'A table set by the river', 'table.png')
    const dining = await payload.create({
      collection: 'concierge-categories',
      data: { ...published, name: 'Private dining', image: image.id, sort: 1 },
    })
    const wellness = await payload.create({
      collection: 'concierge-categories',
      data: { ...published, name: 'Wellness', image: image.id, sort: 2 },
    })
    const item = (name: string, category: string, nation: string) => ({
      ...published,
      name,
      category,
      nation: nations[nation],
      summary: `${name}, arranged privately.`,
    })
    await payload.create({ collection: 'concierge-items', data: item('Dinner on a rice barge', dining.id, 'th') })
    await payload.create({
      collection: 'concierge-items',
      data: item('Chef’s table in Luang Prabang', dining.id, 'la'),
    })
    await payload.create({ collection: 'concierge-items', data: item('Temple yoga at dawn', wellness.id, 'kh') })

    const categories = data<{ slug: string; itemCount: number; image: { alt: string } }[]>(
      await call(`${BASE}/ConciergeCollectionClient/ListCategoriesClient`, {}),
    )
    expect(categories.map((category) => [category.slug, category.itemCount, category.image.alt])).toEqual([
      ['private-dining', 2, 'A table set by the river'],
      ['wellness', 1, 'A table set by the river'],
    ])
    const inDining = data<{ items: { name: string }[] }>(
      await call(`${BASE}/ConciergeCollectionClient/ListItems`, { categoryId: 'private-dining', nationCode: 'la' }),
    )
    expect(inDining.items.map((entry) => entry.name)).toEqual(['Chef’s table in Luang Prabang'])
    const detail = await call(`${BASE}/ConciergeCollectionClient/DetailItemsClient`, { id: 'temple-yoga-at-dawn' })
    expect(data<{ category: { name: string } }>(detail).category.name).toBe('Wellness')
    expect((await call(`${BASE}/ConciergeCollectionClient/ListItems`, { categoryId: 'nothing' })).status).toBe(404)
  })
})

describe('RequestForms/PostRequestForms', () => {
  const PATH = `${BASE}/RequestForms/PostRequestForms`
  const valid = {
    form: 'contact',
    firstName: 'Mai',
    lastName: 'Tran',
    email: 'Mai@Lotus.test',
    company: 'Lotus Travel',
    message: 'Could you quote a 12-day family trip in March?',
    additionalDetails: '',
    website: '',
  }
  const from = (address: string) => ({ 'x-monsoon-client-ip': address })

  it('answers every bad field with the spec’s generic message and stores nothing', async () => {
    const answer = await call(
      PATH,
      { ...valid, firstName: '', lastName: 'x1x', email: 'mai@', message: 'y'.repeat(2001) },
      from('10.0.0.1'),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.error?.fields).toEqual([
      { field: 'firstName', message: 'First name is missing' },
      { field: 'lastName', message: 'This could not be your real name' },
      { field: 'email', message: 'Email was not in email format' },
      { field: 'message', message: 'Sorry, Message is too long (2000 characters at max)' },
    ])
    expect((await payload.count({ collection: 'contact-requests' })).totalDocs).toBe(0)
  })

  it('keeps a good message for staff and queues the acknowledgement and the staff notice', async () => {
    const answer = await call(PATH, valid, from('10.0.0.2'))
    expect([answer.status, answer.body.data]).toEqual([200, { received: true }])
    const { docs } = await payload.find({ collection: 'contact-requests', where: { lastName: { equals: 'Tran' } } })
    expect(docs.map((doc) => [doc.form, doc.email, doc.company])).toEqual([
      ['contact', 'mai@lotus.test', 'Lotus Travel'],
    ])
    const emails = await payload.find({
      collection: 'emails',
      where: { kind: { in: ['contact-received', 'contact-staff'] } },
    })
    const byKind = Object.fromEntries(emails.docs.map((email) => [email.kind, email]))
    expect(byKind['contact-received']).toMatchObject({ to: 'mai@lotus.test', status: 'pending' })
    expect(byKind['contact-received']?.html).toContain('Could you quote a 12-day family trip in March?')
    expect(byKind['contact-staff']).toMatchObject({
      to: 'sales@monsoon.test',
      subject: 'New contact message from Mai Tran',
    })
  })

  it('thanks a bot that filled the hidden field and keeps nothing', async () => {
    const before = (await payload.count({ collection: 'contact-requests' })).totalDocs
    const answer = await call(PATH, { ...valid, lastName: 'Bot', website: 'https://spam.example' }, from('10.0.0.3'))
    expect(answer.status).toBe(200)
    expect((await payload.count({ collection: 'contact-requests' })).totalDocs).toBe(before)
  })

  it('refuses the sixth message in ten minutes from one client address, not from another', async () => {
    const message = (n: number) => ({ ...valid, lastName: 'Nguyen', email: `nguyen${n}@lotus.test` })
    for (let index = 0; index < 5; index++) {
      expect((await call(PATH, message(index), from('10.0.0.9'))).status).toBe(200)
    }
    const sixth = await call(PATH, message(5), from('10.0.0.9'))
    expect([sixth.status, sixth.body.error?.message]).toEqual([
      429,
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
    ])
    expect((await call(PATH, message(6), from('10.0.0.10'))).status).toBe(200)
  })
})
