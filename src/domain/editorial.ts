/**
 * Shapes of the public editorial content (spec §3 Page content groups), as the pages render them
 * and the page-content API returns them (issue #7). Rich text arrives as HTML made on the server
 * from the editor's document; plain texts are plain.
 */

import type { TImage, TNationRef } from './media-contract'

export type { TImage, TNationRef }
export type TFact = { _id: string; value: string; label: string }
export type TSection = { _id: string; title: string; text: string; image: TImage | null }
export type TCard = { _id: string; title: string; text: string | null; image: TImage | null; url: string | null }
export type TOffice = {
  _id: string
  name: string
  region: string | null
  city: string | null
  country: string | null
  address: string | null
  phone: string | null
  email: string | null
  contactName: string | null
  hours: string | null
}
export type TSlide = { _id: string; title: string; image: TImage | null; content: string }
export type TStep = { _id: string; kind: 'image' | 'text'; title: string; text: string | null; image: TImage | null }
export type TFormTexts = { title: string; intro: string | null; successMessage: string }

/** One single page; the lists a page does not have are empty. */
export type TPageContent = {
  title: string
  subtitle: string | null
  image: TImage | null
  intro: string
  facts: TFact[]
  sections: TSection[]
  cards: TCard[]
  offices: TOffice[]
  slides: TSlide[]
  steps: TStep[]
  form: TFormTexts | null
  updatedAt: string | null
}

export type THomeContent = {
  heroTitle: string
  heroSubtitle: string | null
  heroImage: TImage | null
  introTitle: string | null
  introText: string | null
  highlights: TCard[]
}

export type TListHead = { title: string; subtitle: string | null; image: TImage | null }

export type TFaq = { _id: string; question: string; answer: string; category: string | null }

export type TTeamMember = {
  _id: string
  name: string
  position: string
  department: string | null
  location: string | null
  bio: string | null
  languages: string | null
  photo: TImage | null
}

export type TExecutiveProfile = {
  _id: string
  name: string
  position: string
  quote: string | null
  bio: string
  photo: TImage | null
}

export type TIntroducing = {
  _id: string
  slug: string
  title: string
  subtitle: string | null
  nation: TNationRef | null
  image: TImage | null
  body: string
}

export type TTravelInspiration = {
  _id: string
  slug: string
  title: string
  nations: TNationRef[]
  duration: string | null
  theme: string | null
  summary: string
  image: TImage | null
  highlights: string[]
  body: string
}

export type TItineraryDay = { day: number; title: string; text: string | null }

export type TOverlandJourney = {
  _id: string
  slug: string
  title: string
  nations: TNationRef[]
  from: string
  to: string
  days: number
  summary: string
  image: TImage | null
  body: string
  itinerary: TItineraryDay[]
}

/** A catalogue program as the public sees it: what it is, never its contract price. */
export type TPublicProgram = {
  _id: string
  slug: string
  name: string
  type: 'DayProgram' | 'OvernightProgram'
  duration: string | null
  nation: TNationRef | null
  city: string | null
  experience: string | null
  category: string | null
  tourStyle: string | null
  description: string | null
  image: TImage | null
}

export type TConciergeItem = {
  _id: string
  slug: string
  name: string
  category: { slug: string; name: string }
  nation: TNationRef | null
  location: string | null
  summary: string
  image: TImage | null
  body: string
}

export type TConciergeCategory = {
  _id: string
  slug: string
  name: string
  description: string | null
  image: TImage | null
  items: TConciergeItem[]
}

export type TFamTrip = {
  _id: string
  title: string
  nation: TNationRef
  startDate: string
  endDate: string
  seats: number | null
  summary: string
  image: TImage | null
  itinerary: TItineraryDay[]
}

export type TCountryInformation = {
  _id: string
  title: string
  nation: TNationRef
  capital: string | null
  currency: string | null
  timeZone: string | null
  languages: string | null
  bestTime: string | null
  visa: string | null
  climate: string | null
  overview: string
  image: TImage | null
}

/** Words of a FAQ search: lowercased, accents folded, at most 10. */
export function searchWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 10)
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * FAQ text search (spec §7 `FrequentlyAskedQuestion/searchs`): the FAQs whose question or answer
 * contains every word of the text, in their order; an empty text matches all of them.
 */
export function searchFaqs<T extends Pick<TFaq, 'question' | 'answer'>>(faqs: readonly T[], text: string): T[] {
  const words = searchWords(text)
  if (words.length === 0) return [...faqs]
  return faqs.filter((faq) => {
    const haystack = fold(`${faq.question}\n${faq.answer}`)
    return words.every((word) => haystack.includes(word))
  })
}

/** Paragraphs of a plain text field: blank lines separate them. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
}

/** Spec §3 Search parameters (content): free text, a nation, and a page (numbers from 1). */
export type TContentSearch = { search?: string; nationCode?: string; pageNumber: number; pageSize: number }
export type TPaged<T> = { items: T[]; total: number; pageNumber: number; pageSize: number }

/**
 * One page of the entries that match a content search: every word of `search` in the entry's
 * text, and the nation when one is given.
 */
export function searchContent<T>(
  entries: readonly T[],
  query: TContentSearch,
  describe: (entry: T) => { text: string; nations: readonly string[] },
): TPaged<T> {
  const words = searchWords(query.search ?? '')
  const nation = query.nationCode?.trim().toLowerCase()
  const matching = entries.filter((entry) => {
    const { text, nations } = describe(entry)
    if (nation && !nations.includes(nation)) return false
    const haystack = fold(text)
    return words.every((word) => haystack.includes(word))
  })
  const start = (query.pageNumber - 1) * query.pageSize
  return {
    items: matching.slice(start, start + query.pageSize),
    total: matching.length,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  }
}
