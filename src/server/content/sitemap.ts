import 'server-only'
import { detailPath, FIXED_PATHS, famTripsPath } from '@/domain/editorial-routes'
import {
  getConciergeCollection,
  getIntroducings,
  getOverlandJourneys,
  getPublicPrograms,
  getTravelInspirations,
} from './editorial'
import { loadSiteData } from './startup'

/** Every public page's path (spec §2 routes of issue #7, with every detail page), for the sitemap. */
export async function publicPaths(): Promise<string[]> {
  const [startup, inspirations, journeys, programs, concierge, introducings] = await Promise.all([
    loadSiteData(),
    getTravelInspirations(),
    getOverlandJourneys(),
    getPublicPrograms(),
    getConciergeCollection(),
    getIntroducings(),
  ])
  return [
    ...FIXED_PATHS,
    ...(startup?.nations ?? []).map((nation) => famTripsPath(nation.fullName)),
    ...inspirations.map((item) => detailPath('travelInspiration', item.slug)),
    ...journeys.map((item) => detailPath('overlandJourney', item.slug)),
    ...programs.map((item) => detailPath('dayProgram', item.slug)),
    ...concierge.flatMap((category) => category.items.map((item) => detailPath('conciergeItem', item.slug))),
    ...introducings.map((item) => detailPath('introducing', item.slug)),
    '/agent-registration',
  ]
}
