import 'server-only'
import type { Payload, Where } from 'payload'
import type { TStaffUser } from '@/domain/staff-roles'
import { queueHref, type TQueueGroup, type TQueueItem, workQueues } from '@/domain/work-queues'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

export type TCountedItem = TQueueItem & { count: number; href: string }
export type TCountedGroup = Omit<TQueueGroup, 'items'> & { items: TCountedItem[] }

/**
 * The dashboard's work queues for this staff member (issue 20), counted with their own read access:
 * a queue over a collection they may not read is left out rather than shown as zero.
 */
/** Where the back office is served (its links start there), and the time the queues are counted at (now unless told). */
export type TQueuesAt = { adminRoute: string; now?: Date }

export async function countedWorkQueues(
  payload: Payload,
  user: TStaffUser,
  { adminRoute, now = new Date() }: TQueuesAt,
): Promise<TCountedGroup[]> {
  const roles = user.roles ?? []
  const consultants = roles.includes('admin')
    ? (
        await payload.find({
          collection: 'users',
          where: { roles: { in: ['consultant'] } },
          select: { name: true, email: true },
          sort: 'name',
          limit: 50,
          depth: 0,
        })
      ).docs.map((doc) => ({ id: doc.id, name: doc.name || doc.email }))
    : []
  const groups = workQueues({ roles, userId: user.id, now, consultants, supplierDays: env().SUPPLIER_REMINDER_DAYS })
  const counted = await Promise.all(
    groups.map(async (group) => ({
      ...group,
      items: (
        await Promise.all(
          group.items.map(async (item): Promise<TCountedItem | null> => {
            try {
              const { totalDocs } = await payload.count({
                collection: item.collection,
                where: item.where as Where,
                overrideAccess: false,
                user: { ...user, collection: 'users' },
              })
              return { ...item, count: totalDocs, href: queueHref(adminRoute, item) }
            } catch (error) {
              // No read access (Forbidden): not this person's queue.
              if ((error as { status?: number }).status === 403) return null
              logger.error('A work queue could not be counted', { queue: item.key, message: String(error) })
              return null
            }
          }),
        )
      ).filter((item): item is TCountedItem => item !== null),
    })),
  )
  return counted.filter((group) => group.items.length > 0)
}
