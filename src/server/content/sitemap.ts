import 'server-only'
import { BEYOND_PARTS } from '@/domain/beyond'
import {
  detailPath,
  FIXED_PATHS,
  famTripsPath,
  journalEntryPath,
  journalSectionPath,
  webinarGroupPath,
} from '@/domain/editorial-routes'
import { JOURNAL_SECTIONS, pageOfList } from '@/domain/journal'
import { isBeyondPublic } from './beyond'
import {
  getConciergeCollection,
  getIntroducings,
  getOverlandJourneys,
  getPublicPrograms,
  getTravelInspirations,
} from './editorial'
import { getJournalEntries, getWebinarGroups } from './journal'
import { wildRicePaths } from './restaurants'
import { loadSiteData } from './startup'

/** Every public page's path (spec §2 routes of issue #7, with every detail page), for the sitemap. */
export async function publicPaths(): Promise<string[]> {
  const [startup, inspirations, journeys, programs, concierge, introducings, entries, groups, beyond] =
    await Promise.all([
      loadSiteData(),
      getTravelInspirations(),
      getOverlandJourneys(),
      getPublicPrograms(),
      getConciergeCollection(),
      getIntroducings(),
      getJournalEntries(),
      getWebinarGroups(),
      isBeyondPublic(),
    ])
  // Each journal section's later pages (its first is a fixed page).
  const sectionPages = JOURNAL_SECTIONS.flatMap((section) => {
    const { pages } = pageOfList(
      entries.filter((entry) => entry.section === section),
      1,
    )
    return Array.from({ length: pages - 1 }, (_, index) => journalSectionPath(section, index + 2))
  })
  return [
    // Beyond's four addresses answer 404 while the page is switched off (ADR 026).
    ...FIXED_PATHS.filter((path) => beyond || !BEYOND_PARTS.some((part) => part.path === path)),
    ...(startup?.nations ?? []).map((nation) => famTripsPath(nation.slug)),
    ...inspirations.map((item) => detailPath('travelInspiration', item.slug)),
    ...journeys.map((item) => detailPath('overlandJourney', item.slug)),
    ...programs.map((item) => detailPath('dayProgram', item.slug)),
    ...concierge.flatMap((category) => category.items.map((item) => detailPath('conciergeItem', item.slug))),
    ...introducings.map((item) => detailPath('introducing', item.slug)),
    ...entries.map((entry) => journalEntryPath(entry.section, entry.slug)),
    ...sectionPages,
    ...groups.map((group) => webinarGroupPath(group.slug)),
    // Wild Rice nations and areas with something to show, and their venues pages.
    ...(await wildRicePaths()),
    '/agent-registration',
  ]
}
