import { z } from 'zod'
import { UUID } from './ids'

/**
 * The agency's contract details and the call that updates them (spec §7 `api/user/updateAgencyContracts`,
 * ADR 027), defined once for the API, the service and the tests (ADR 021). A field left out stays
 * as it is; an empty string clears it.
 */

/** Spec §5 maxLength: "Sorry, {0} is too long ({1} characters at max)". */
const text = (max: number, label: string) =>
  z.string().trim().max(max, `Sorry, ${label} is too long (${max} characters at max)`)
const field = (max: number, label: string) =>
  text(max, label).refine((value) => !/[\r\n]/.test(value), `Write ${label} on one line`)

export const CONTRACT_FIELDS = {
  legalName: field(200, 'the legal name'),
  taxId: field(50, 'the tax / VAT number'),
  licenceNumber: field(50, 'the travel licence number'),
  registeredAddress: text(500, 'the registered address'),
  // Spec §5 email: "{0} was not in email format".
  billingEmail: text(254, 'the billing email').refine(
    (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'The billing email was not in email format',
  ),
  billingPhone: field(40, 'the billing phone').refine(
    (value) => value === '' || /^\+?[0-9 ()./-]{5,40}$/.test(value),
    'The billing phone may hold digits, spaces, + ( ) . / - only',
  ),
  signatoryName: field(120, 'the signatory'),
  signatoryPosition: field(120, 'the signatory’s position'),
} as const
export type TContractField = keyof typeof CONTRACT_FIELDS

export const ZAgencyContractUpdate = z
  .object({
    /** Staff name the agency; an agency admin may leave it out (or name their own). */
    agencyId: z.string().regex(UUID, 'An agency id').optional(),
    contract: z
      .object(
        Object.fromEntries(Object.entries(CONTRACT_FIELDS).map(([name, schema]) => [name, schema.optional()])) as {
          [K in TContractField]: z.ZodOptional<(typeof CONTRACT_FIELDS)[K]>
        },
      )
      .strict()
      .refine((value) => Object.keys(value).length > 0, 'Name at least one contract detail to change'),
  })
  .strict()
export type TAgencyContractUpdate = z.output<typeof ZAgencyContractUpdate>

const nullable = z.string().nullable()
export const ZAgencyContract = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  contract: z.object({
    legalName: nullable,
    taxId: nullable,
    licenceNumber: nullable,
    registeredAddress: nullable,
    billingEmail: nullable,
    billingPhone: nullable,
    signatoryName: nullable,
    signatoryPosition: nullable,
    updatedAt: nullable,
    updatedBy: nullable,
  }),
})
export type TAgencyContract = z.output<typeof ZAgencyContract>
