import type { Field, GlobalConfig } from 'payload'
import { bodyField, cardsField, imageField, PAGE_HEAD, pageGlobal, sectionsField } from '@/cms/fields/editorial'
import { urlField } from '@/cms/fields/link'
import { EDITORIAL_PATHS } from '@/domain/editorial-routes'

/** The single editorial pages (spec §3 Page content groups), one global each (ADR 014). */

const factsField: Field = {
  name: 'facts',
  label: 'Key figures',
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'value', type: 'text', required: true, admin: { description: 'e.g. 1998 or 5' } },
        { name: 'label', type: 'text', required: true, admin: { description: 'e.g. Founded or Countries' } },
      ],
    },
  ],
}

const slidesField: Field = {
  name: 'slides',
  label: 'Pages',
  type: 'array',
  minRows: 1,
  admin: { description: 'Each entry is one page of the modal, in order; the page indicator counts them.' },
  fields: [{ name: 'title', type: 'text', required: true }, imageField(), bodyField('content', 'Content')],
}

const formTextFields: Field[] = [
  { name: 'formTitle', type: 'text', required: true },
  { name: 'formIntro', type: 'textarea' },
  {
    name: 'successMessage',
    type: 'textarea',
    required: true,
    admin: { description: 'Shown after a visitor sends the form.' },
  },
]

export const HomePage = pageGlobal({
  slug: 'home-page',
  label: 'Home',
  path: EDITORIAL_PATHS.home,
  tag: 'home',
  fields: [
    { name: 'heroTitle', type: 'text', required: true },
    { name: 'heroSubtitle', type: 'textarea' },
    imageField('heroImage'),
    { name: 'introTitle', type: 'text' },
    { name: 'introText', type: 'textarea' },
    {
      name: 'highlights',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        imageField(),
        urlField(),
      ],
    },
  ],
})

const simplePage = (slug: string, label: string, path: string, extra: Field[] = [], description?: string) =>
  pageGlobal({ slug, label, path, fields: [...PAGE_HEAD, ...extra], description })

export const WhatDefinesUs = simplePage('what-defines-us', 'What defines us', EDITORIAL_PATHS.whatDefinesUs, [
  sectionsField(),
])
export const AboutUs = simplePage('about-us', 'About us', EDITORIAL_PATHS.aboutUs, [factsField, sectionsField()])
export const OurValues = simplePage(
  'our-values',
  'Our values',
  EDITORIAL_PATHS.ourValues,
  [sectionsField('values', 'Values')],
  'Shown on Our values and on its alternative layout (the values copy page).',
)
export const OurProducts = pageGlobal({
  slug: 'our-products',
  label: 'Our products',
  path: EDITORIAL_PATHS.ourProducts,
  fields: [{ name: 'title', type: 'text', required: true }, slidesField],
})
export const OurServices = pageGlobal({
  slug: 'our-services',
  label: 'Our services',
  path: EDITORIAL_PATHS.ourServices,
  fields: [{ name: 'title', type: 'text', required: true }, slidesField],
})
export const CorporateProfile = simplePage('corporate-profile', 'Corporate profile', EDITORIAL_PATHS.corporateProfile, [
  factsField,
  sectionsField(),
])
export const PointsOfDifference = simplePage(
  'points-of-difference',
  'Points of difference',
  EDITORIAL_PATHS.pointsOfDifference,
  [sectionsField('points', 'Points')],
)
export const MultiCountryIntroduction = pageGlobal({
  slug: 'multi-country-introduction',
  label: 'Multi-country introduction',
  path: EDITORIAL_PATHS.multiCountry,
  fields: [...PAGE_HEAD, sectionsField(), cardsField('routes', 'Suggested combinations')],
  dbName: 'multi_country',
})
export const SalesNetwork = simplePage('sales-network', 'Sales network', EDITORIAL_PATHS.salesNetwork, [
  {
    name: 'offices',
    type: 'array',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', required: true },
          { name: 'region', type: 'text', required: true, admin: { description: 'Markets covered, e.g. DACH' } },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'city', type: 'text', required: true },
          { name: 'country', type: 'text' },
        ],
      },
      { name: 'address', type: 'textarea' },
      {
        type: 'row',
        fields: [
          { name: 'phone', type: 'text' },
          { name: 'email', type: 'email' },
        ],
      },
      { name: 'contactName', type: 'text' },
    ],
  },
])
export const ContactPage = simplePage('contact-page', 'Contact', EDITORIAL_PATHS.contact, [
  {
    name: 'offices',
    type: 'array',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', required: true },
          { name: 'hours', type: 'text' },
        ],
      },
      { name: 'address', type: 'textarea', required: true },
      {
        type: 'row',
        fields: [
          { name: 'phone', type: 'text' },
          { name: 'email', type: 'email' },
        ],
      },
    ],
  },
  ...formTextFields,
])
export const GetInTouch = simplePage('get-in-touch', 'Get in touch', EDITORIAL_PATHS.getInTouch, [
  cardsField('reasons', 'Reasons to write'),
  ...formTextFields,
])
export const CollaborateWithUs = pageGlobal({
  slug: 'collaborate-with-us',
  label: 'Collaborate with us',
  path: EDITORIAL_PATHS.collaborate,
  description: 'A full-screen slideshow: image steps and text steps alternate; the indicator shows seven bullets.',
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'text',
          options: [
            { label: 'Image', value: 'image' },
            { label: 'Text', value: 'text' },
          ],
        },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        imageField(),
      ],
    },
  ],
})
export const OurPortfolio = simplePage('our-portfolio', 'Our portfolio', EDITORIAL_PATHS.ourPortfolio, [cardsField()])
export const TravelPortfolio = simplePage('travel-portfolio', 'Travel portfolio', EDITORIAL_PATHS.travelPortfolio, [
  cardsField(),
])
export const Marketplace = simplePage('marketplace', 'Marketplace', EDITORIAL_PATHS.marketplace, [cardsField()])
export const PressRoom = simplePage('press-room', 'Press room', EDITORIAL_PATHS.pressRoom, [cardsField()])
export const ExpeditionCruiseLine = simplePage(
  'expedition-cruise-line',
  'Expedition cruise line',
  EDITORIAL_PATHS.expeditionCruiseLine,
  [factsField, sectionsField(), cardsField('voyages', 'Voyages')],
)

/** Headings and introductions of the list pages, whose entries are collections of their own. */
const listHead = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [{ name: 'title', type: 'text', required: true }, { name: 'subtitle', type: 'textarea' }, imageField()],
})

export const LIST_PAGES = [
  ['faq', 'FAQs'],
  ['team', 'Meet the team'],
  ['executives', 'Executive profiles'],
  ['inspirations', 'Travel inspirations'],
  ['overlandJourneys', 'Overland journeys'],
  ['dayPrograms', 'Day programs'],
  ['concierge', 'Concierge collection'],
  ['famTrips', 'Fam trips'],
  ['countryInformation', 'Country information'],
] as const

export const ListPages = pageGlobal({
  slug: 'list-pages',
  label: 'List page headings',
  path: EDITORIAL_PATHS.faq,
  description: 'The heading, introduction and image of each page that lists entries (FAQs, team, inspirations…).',
  fields: LIST_PAGES.map(([name, label]) => listHead(name, label)),
})

export const PAGE_GLOBALS: GlobalConfig[] = [
  HomePage,
  WhatDefinesUs,
  AboutUs,
  OurValues,
  OurProducts,
  OurServices,
  CorporateProfile,
  PointsOfDifference,
  MultiCountryIntroduction,
  SalesNetwork,
  ContactPage,
  GetInTouch,
  CollaborateWithUs,
  OurPortfolio,
  TravelPortfolio,
  Marketplace,
  PressRoom,
  ExpeditionCruiseLine,
  ListPages,
]
