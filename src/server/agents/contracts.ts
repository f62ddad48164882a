import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import {
  CONTRACT_FIELDS,
  type TAgencyContract,
  type TAgencyContractUpdate,
  type TContractField,
} from '@/domain/agency-contract'
import { STAFF_AREAS, STAFF_ROLES, type TStaffRole } from '@/domain/staff-roles'
import { AppError, type TErrorWords } from '@/lib/errors'
import type { Agency, User } from '@/payload-types'
import { agencyOf, type TAuth } from '@/server/auth/sessions'
import { execute, inTransaction } from '@/server/db'
import { payloadClient } from '@/server/payload'

/**
 * `api/user/updateAgencyContracts` (spec §7; ADR 027): an agency's contract details are changed by
 * its own admin agents, for their agency only, or by Monsoon staff who may edit agencies in the
 * back office, for any agency. Checked here on every call, against the accounts as they are now.
 */

export type TContractActor = { kind: 'agent'; auth: TAuth } | { kind: 'staff'; user: User }

/** Staff who may edit agencies in /admin (the agencies collection's own rule). */
const CONTRACT_ROLES: readonly TStaffRole[] = STAFF_AREAS.business

export const NOT_AGENCY_ADMIN: TErrorWords = { key: 'notAgencyAdminContract' }
export const NO_SUCH_AGENCY: TErrorWords = { key: 'noSuchAgency' }

const FIELDS = Object.keys(CONTRACT_FIELDS) as TContractField[]

function contractOf(agency: Agency): TAgencyContract {
  const stored = agency.contract ?? {}
  const value = (name: TContractField | 'updatedAt' | 'updatedBy') => stored[name] || null
  return {
    agencyId: agency.id,
    agencyName: agency.name,
    contract: {
      legalName: value('legalName'),
      taxId: value('taxId'),
      licenceNumber: value('licenceNumber'),
      registeredAddress: value('registeredAddress'),
      billingEmail: value('billingEmail'),
      billingPhone: value('billingPhone'),
      signatoryName: value('signatoryName'),
      signatoryPosition: value('signatoryPosition'),
      updatedAt: value('updatedAt'),
      updatedBy: value('updatedBy'),
    },
  }
}

/** Which agency the actor may change, and how the change is signed. */
function authorise(actor: TContractActor, agencyId: string | undefined): { agencyId: string; by: string } {
  if (actor.kind === 'agent') {
    const { agent } = actor.auth
    if (!agent.isAgencyAdmin) throw new AppError('FORBIDDEN', NOT_AGENCY_ADMIN)
    const own = agencyOf(actor.auth)
    // Another agency's id is answered like an unknown one: nothing tells an agent it exists.
    if (!own || (agencyId && agencyId !== own)) throw new AppError('NOT_FOUND', NO_SUCH_AGENCY)
    return { agencyId: own, by: `${agent.firstName} ${agent.lastName} <${agent.email}> (agency admin)` }
  }
  const roles = (actor.user.roles ?? []).filter((role) => STAFF_ROLES.includes(role))
  if (!roles.some((role) => CONTRACT_ROLES.includes(role))) {
    throw new AppError('FORBIDDEN', 'Your back-office role cannot change agencies')
  }
  if (!agencyId) throw new AppError('BAD_REQUEST', 'Name the agency to change (agencyId)')
  return { agencyId, by: `${actor.user.email} (Monsoon staff)` }
}

export async function updateAgencyContract(
  actor: TContractActor,
  { agencyId, contract }: TAgencyContractUpdate,
): Promise<TAgencyContract> {
  const target = authorise(actor, agencyId)
  const payload = await payloadClient()
  return inTransaction(payload, async (req) => {
    // Two changes at once (an agent and a consultant) each keep the other's fields: the row is
    // locked before the details are read and merged.
    const rows = await execute(payload, sql`select id from agencies where id = ${target.agencyId} for update`, req)
    if (!rows[0]) throw new AppError('NOT_FOUND', NO_SUCH_AGENCY)
    const agency = await payload.findByID({ collection: 'agencies', id: target.agencyId, depth: 0, req })
    const changes = Object.fromEntries(
      FIELDS.filter((name) => contract[name] !== undefined).map((name) => [name, contract[name] || null]),
    )
    const updated = await payload.update({
      collection: 'agencies',
      id: target.agencyId,
      data: {
        contract: {
          ...agency.contract,
          ...changes,
          updatedAt: new Date().toISOString(),
          updatedBy: target.by,
        },
      },
      depth: 0,
      req,
      ...(actor.kind === 'staff' ? { user: actor.user, overrideAccess: false } : { overrideAccess: true }),
    })
    return contractOf(updated)
  })
}
