import 'server-only'
import type { TVaultAdd, TVaultLinkItem } from '@/domain/vault-link'
import { relationId } from '@/lib/relation'
import type { Nation } from '@/payload-types'
import { nationCodes, type TAuth } from '@/server/auth/sessions'
import { payloadClient } from '@/server/payload'

/**
 * The catalogue item a public page's "Book it in the agent vault" names (issue 55), for the signed-in
 * agent: its name, the picker tab that lists it (a program at a restaurant is a dining experience),
 * its nation, and whether the agent's account sells that nation. Null when the item is gone.
 */
export async function vaultLinkItem(auth: TAuth, add: TVaultAdd): Promise<TVaultLinkItem | null> {
  const payload = await payloadClient()
  const populate = { nations: { code: true, fullName: true } } as const
  const found =
    add.kind === 'hotel'
      ? await payload.find({
          collection: 'hotels',
          where: { id: { equals: add.id } },
          select: { name: true, nation: true },
          populate,
          depth: 1,
          limit: 1,
        })
      : await payload.find({
          collection: 'programs',
          where: { id: { equals: add.id } },
          select: { name: true, nation: true, venue: true },
          populate,
          depth: 1,
          limit: 1,
        })
  const doc = found.docs[0]
  const nation = typeof doc?.nation === 'object' ? (doc.nation as Nation) : null
  if (!doc || !nation) return null
  const isDining = 'venue' in doc && Boolean(relationId(doc.venue ?? null))
  return {
    ...add,
    name: doc.name ?? '',
    tab: add.kind === 'hotel' ? 'hotels' : isDining ? 'dining' : 'programs',
    nation: { code: nation.code, fullName: nation.fullName ?? nation.code },
    allowed: nationCodes(auth.agent).includes(nation.code),
  }
}
