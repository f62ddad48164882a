import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { AGENCY_TYPES } from '@/domain/registration'
import { registerAgency } from '@/server/agents/registration'
import { AREA } from './area'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { clientIp } from './session-cookies'

/** Spec §3 Agent registration payload; lengths bound what one form can reasonably hold. */
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
    nations: z.array(z.string().max(64)).max(20),
    nationNames: z.array(text(100)).max(20).default([]),
  })
  .strict()
  .openapi('AgencyRegistration')

const ZRegistered = z.object({ status: z.literal('pending') }).openapi('AgencyRegistered', {
  description: 'The same answer whether or not the address was registered before (its owner is emailed then)',
})

export function registerRegistrationRoutes(app: OpenAPIHono) {
  app.openapi(
    createRoute({
      method: 'post',
      path: `/b2badminapi/${AREA}/AgencyRegister/AddAgencyRegister`,
      summary: 'Register a travel agency; staff approve or reject it in the back office',
      tags: ['Agents'],
      request: { body: { content: { 'application/json': { schema: ZRegistration } }, required: true } },
      responses: {
        200: jsonContent(envelope(ZRegistered), 'Stored as pending; acknowledgement emails queued'),
        429: jsonContent(ZError, 'Too many registrations: wait for the time in the Retry-After header'),
        ...errorResponses,
      },
    }),
    async (c) => respond(c, ZRegistered, await registerAgency(c.req.valid('json'), clientIp(c))),
  )
}
