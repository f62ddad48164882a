import type { ServerProps } from 'payload'
import type { TStaffUser } from '@/domain/staff-roles'
import { countedWorkQueues } from '@/server/backoffice/work-queues'

/**
 * The dashboard's first screen (issue 20): what staff must act on today, counted, each count a link
 * to the list of those documents. First on the back office's home (dashboard.tsx).
 */
export async function WorkQueues({ payload, user }: ServerProps) {
  if (user?.collection !== 'users') return null
  const staff = user as unknown as TStaffUser
  const groups = await countedWorkQueues(payload, staff, { adminRoute: payload.config.routes.admin })
  if (groups.length === 0) return null
  const name = (user as { name?: string | null }).name
  return (
    <section className="work-queues" aria-labelledby="work-queues-title">
      <h2 id="work-queues-title" className="work-queues__title">
        {name ? `Today’s work, ${name.split(' ')[0]}` : 'Today’s work'}
      </h2>
      <div className="work-queues__groups">
        {groups.map((group) => (
          <section key={group.key} className="work-queues__group" aria-labelledby={`queue-${group.key}`}>
            <h3 id={`queue-${group.key}`} className="work-queues__group-title">
              {group.title}
            </h3>
            <p className="work-queues__hint">{group.hint}</p>
            <ul className="work-queues__items">
              {group.items.map((item) => (
                <li key={item.key}>
                  {item.section && <p className="work-queues__section">{item.section}</p>}
                  <a
                    href={item.href}
                    className="work-queues__item"
                    data-queue={item.key}
                    data-state={item.count > 0 ? (item.urgent ? 'urgent' : 'open') : 'clear'}
                  >
                    <span className="work-queues__label">{item.label}</span>
                    <span className="work-queues__count">{item.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  )
}
