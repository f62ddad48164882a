import { z } from 'zod'

/**
 * The contact and get-in-touch form's call (spec §7 RequestForms/PostRequestForms), defined once:
 * the API validates with these schemas, the service and the emails take their types and the form
 * builds and sends them (ADR 021). The spec's own checks and messages are CONTACT_FORM's (forms.ts).
 * Browser code imports the types only.
 */

/** What a visitor sends through the contact or get-in-touch form. */
export const ZContactMessage = z.object({
  form: z.enum(['contact', 'get-in-touch']).default('contact'),
  firstName: z.string().max(200).default(''),
  lastName: z.string().max(200).default(''),
  email: z.string().max(400).default(''),
  company: z.string().max(200).default(''),
  message: z.string().max(4000).default(''),
  additionalDetails: z.string().max(4000).default(''),
})
export type TContactMessage = z.output<typeof ZContactMessage>

/** The request: the message and the honeypot, which people never see and bots fill. */
export const ZRequestForm = ZContactMessage.extend({
  website: z.string().max(400).default('').describe('Leave empty (a field people never see)'),
}).strict()
export type TRequestForm = z.output<typeof ZRequestForm>

export const ZRequestFormReceived = z.object({ received: z.literal(true) })
export type TRequestFormReceived = z.output<typeof ZRequestFormReceived>
