import { z } from 'zod'
import { AGENCY_TYPES } from './registration'

/**
 * The agency registration call (spec §3 Agent registration payload, §7 AddAgencyRegister), defined
 * once: the API validates with these schemas, the service takes their type and the registration
 * form builds and sends it (ADR 021). Lengths bound what one form can reasonably hold; the spec's
 * own checks and messages are firstRegistrationError's. Browser code imports the types only.
 */

const text = (max: number) => z.string().max(max)

export const ZRegistration = z
  .object({
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    agencyName: text(200),
    position: text(100),
    affiliateAgency: text(200),
    agencyType: z.union([z.enum(AGENCY_TYPES), z.literal('')]),
    stateProvince: text(100),
    city: text(100),
    agencyCountry: text(100).default(''),
    /** Nation ids. */
    nations: z.array(z.string().max(64)).max(20),
    nationNames: z.array(text(100)).max(20).default([]),
  })
  .strict()
export type TRegistrationForm = z.output<typeof ZRegistration>

/** The same answer whether or not the address was registered before (its owner is emailed then). */
export const ZRegistered = z.object({ status: z.literal('pending') })
export type TRegistered = z.output<typeof ZRegistered>
