/**
 * The words of the documents an agent hands out or sends (issue 26): the Word and PDF exports, the
 * client itinerary page, the request email's day-by-day table. Their texts live in the catalogues'
 * `Document` namespace (src/messages); the server hands the domain a translator bound to a
 * language, so the rules here stay pure and every language reads the same way.
 */

export const DOCUMENT_KEYS = [
  'booking',
  'status',
  'statusConfirmed',
  'statusProposal',
  'lineOnRequest',
  'lineConfirmed',
  'lineConfirmedRef',
  'lineHeldUntil',
  'statusPartly',
  'statusCancelled',
  'dates',
  'duration',
  'durationValue',
  'travellers',
  'party',
  'ages',
  'rooms',
  'startsIn',
  'endsIn',
  'preparedBy',
  'comment',
  'arrival',
  'arrivalDetail',
  'arrivalDetailIn',
  'departure',
  'departureDetail',
  'departureDetailFrom',
  'freeDay',
  'noServices',
  'atLeisure',
  'dayHeading',
  'dayTotal',
  'total',
  'totalAmount',
  'terms',
  'goodToKnow',
  'price',
  'perPerson',
  'perPersonValue',
  'yourSellingPrice',
  'sellingPrice',
  'yourMarkup',
  'yourMargin',
  'inTotal',
  'amountPerPerson',
  'forTravellers',
  'atAGlance',
  'dayByDay',
  'yourRoute',
  'routeMap',
  'pdf',
  'questions',
  'us',
  'pageDescription',
  'pageDescriptionDates',
  'itinerary',
  'itineraryWithPrices',
  'clientFile',
  'kindRegards',
  'hotelRooms',
  'nightOf',
  'adultExtraBeds',
  'childExtraBeds',
  'adultMealPlans',
  'childMealPlans',
  'supplement',
  'perVehicle',
  'pageOf',
  'page',
  'logo',
  'labelled',
] as const

export type TDocumentKey = (typeof DOCUMENT_KEYS)[number]

/** A text of the Document namespace with its ICU arguments, in one language. */
export type TSay = (key: TDocumentKey, values?: Record<string, string | number>) => string

/** A document's language: its code (`lang`), its BCP 47 tag for Intl dates, and its words. */
export type TDocumentWords = { lang: string; tag: string; say: TSay }
