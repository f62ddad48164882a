import { Gutter } from '@payloadcms/ui'
import type { groupNavItems } from '@payloadcms/ui/shared'
import type { AdminViewServerProps } from 'payload'
import { STAFF_AREAS, type TStaffUser } from '@/domain/staff-roles'
import { FinanceOverview } from './finance-overview'
import { WorkQueues } from './work-queues'

const hasRole = (user: TStaffUser, ...roles: readonly string[]) =>
  Boolean(user.roles?.some((role) => roles.includes(role)))

type TNavGroups = ReturnType<typeof groupNavItems>
type TLabel = TNavGroups[number]['entities'][number]['label']

/** Monsoon's back office is in English: a label given per language reads in English. */
const labelText = (label: TLabel): string =>
  typeof label === 'string' ? label : (label.en ?? Object.values(label)[0] ?? '')

/**
 * The back office's home (issue 20), in place of Payload's dashboard of ~60 tiles: the work queues
 * first, then every collection and global this person may open, as compact lists of links by group.
 */
export async function Dashboard(props: AdminViewServerProps & { navGroups?: TNavGroups }) {
  const { navGroups = [], payload } = props
  const admin = payload.config.routes.admin
  return (
    <Gutter className="backoffice-dashboard">
      <WorkQueues {...props} />
      {props.user?.collection === 'users' && hasRole(props.user as TStaffUser, ...STAFF_AREAS.business) && (
        <FinanceOverview payload={payload} />
      )}
      <section aria-labelledby="dashboard-everything" className="dashboard-index">
        <h2 id="dashboard-everything" className="dashboard-index__title">
          Everything else
        </h2>
        <div className="dashboard-index__groups">
          {navGroups.map((group) => (
            <nav key={group.label} aria-label={group.label} className="dashboard-index__group">
              <h3 className="dashboard-index__group-title">{group.label}</h3>
              <ul>
                {group.entities.map((entity) => (
                  <li key={`${entity.type}-${entity.slug}`}>
                    <a className="dashboard-index__link" href={`${admin}/${entity.type}/${entity.slug}`}>
                      {labelText(entity.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </section>
    </Gutter>
  )
}
