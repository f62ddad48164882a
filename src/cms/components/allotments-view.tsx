import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { allotmentDay } from '@/domain/allotments'
import { STAFF_AREAS, type TStaffUser } from '@/domain/staff-roles'
import { AllotmentCalendar } from './allotment-calendar'

/**
 * /admin/allotments (issue 25): the allotment calendar in the back office's frame, for the staff
 * who manage bookings (admins and consultants).
 */
export async function AllotmentsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const user = req.user as unknown as (TStaffUser & { collection?: string }) | null
  const allowed =
    user?.collection === 'users' &&
    Boolean(user.roles?.some((role) => (STAFF_AREAS.business as readonly string[]).includes(role)))
  const { docs: nations } = allowed
    ? await req.payload.find({ collection: 'nations', sort: 'fullName', depth: 0, pagination: false, req })
    : { docs: [] }
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user || undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="allotments-view">
        <h1>Allotment calendar</h1>
        {allowed ? (
          <AllotmentCalendar
            nations={nations.map((nation) => ({ id: nation.id, name: nation.fullName ?? nation.code }))}
            today={allotmentDay(new Date())}
          />
        ) : (
          <p>Allotments are managed by admins and consultants.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

/** The navigation's link to the calendar, after the collections. */
export function AllotmentsNavLink() {
  return (
    <a className="nav__link allotments-nav-link" href="/admin/allotments">
      Allotment calendar
    </a>
  )
}
