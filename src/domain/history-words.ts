/**
 * A booking history entry's words (issue 58, ADR 069): which sentences of the catalogues' `History`
 * namespace it says, and their values, stored beside the English summary so the vault shows each
 * entry in its reader's language. Values that are words themselves (a status, a language, dates,
 * money, a list of changes) are said in that language too.
 */
import type { TBookingStatus } from './booking-status'
import type { TLocale } from './locales'

/** The sentences of the catalogues' `History` namespace (checked against it in src/lib/i18n/history-words.ts). */
export type THistoryKey =
  | 'created'
  | 'confirmedWithout'
  | 'gapNotEntered'
  | 'gapNoBirthDate'
  | 'gapNoNationality'
  | 'gapNoArrival'
  | 'gapNoDeparture'
  | 'gapUnroomed'
  | 'supplierRequested'
  | 'supplierConfirmed'
  | 'supplierConfirmedRef'
  | 'supplierDeclined'
  | 'supplierCancelled'
  | 'actorAutomaticRelease'
  | 'actorDataRetention'
  | 'createdShort'
  | 'savedShort'
  | 'sentShort'
  | 'detailsChanged'
  | 'detailsSaved'
  | 'changeName'
  | 'changeDates'
  | 'changeParty'
  | 'changeRooms'
  | 'changeComment'
  | 'changeLanguage'
  | 'removed'
  | 'sent'
  | 'saved'
  | 'cleared'
  | 'deleted'
  | 'quoteAccepted'
  | 'changesRequested'
  | 'changesRequestedWith'
  | 'status'
  | 'quotedAgain'
  | 'consultantChanged'
  | 'termsChanged'
  | 'noteChanged'
  | 'quoteEdited'
  | 'tripAmended'
  | 'editPriced'
  | 'editFromCatalogue'
  | 'editAdded'
  | 'editEdited'
  | 'editRemoved'
  | 'editNightsAdded'
  | 'editNightsRemoved'
  | 'editAnswered'
  | 'travellers'
  | 'travellersErased'
  | 'holdExpired'
  | 'holdReleased'
  | 'holdExtended'
  | 'roomsHeld'
  | 'quoteAcceptedHeld'
  | 'cancelledCharge'
  | 'cancelledFree'
  | 'bookedNow'
  | 'bookedNowPart'
  | 'requestEmailed'
  | 'requestEmailedWas'
  | 'oneTimeRequestEmailed'
  | 'oneTimeRequestEmailedWas'
  | 'text'

export type THistoryValue =
  | string
  | number
  /** A day (ISO date). */
  | { date: string }
  /** A moment, said in UTC (ISO date and time). */
  | { moment: string }
  | { money: number; currency: string }
  | { status: TBookingStatus }
  | { language: TLocale }
  /**
   * Refusals of the catalogues' `ApiErrors` namespace (a service dropped when the dates changed),
   * said one after another with "; ". A date among their values is stored as its ISO text.
   */
  | { refusals: TStoredRefusal[] }
  /** Sentences said one after another, joined by commas or semicolons. */
  | { parts: THistoryWords; joiner: 'comma' | 'semicolon' }

/** A refusal's words as stored: its `ApiErrors` key and values. */
export type TStoredRefusal = { key: string; values?: Record<string, string | number | readonly string[]> }

export type THistoryPart = { key: THistoryKey; values?: Record<string, THistoryValue> }

/** An entry's sentences, said one after the other with "; ". */
export type THistoryWords = THistoryPart[]

/** One sentence of the history. */
export const said = (key: THistoryKey, values?: Record<string, THistoryValue>): THistoryPart =>
  values ? { key, values } : { key }

/** Sentences as one value ("name “Bali”; 2 adults"). */
export const partsOf = (parts: THistoryWords, joiner: 'comma' | 'semicolon' = 'semicolon'): THistoryValue => ({
  parts,
  joiner,
})

/**
 * The names of Monsoon's automatic actors, as the history stores them, and the sentence each is
 * said with in another language ("Automatische Freigabe").
 */
export const AUTOMATIC_ACTORS = {
  'Automatic release': 'actorAutomaticRelease',
  'Data retention': 'actorDataRetention',
} as const satisfies Record<string, THistoryKey>

export type TAutomaticActor = keyof typeof AUTOMATIC_ACTORS
