import { createRoute, type OpenAPIHono } from '@hono/zod-openapi'
import { ZRegistered as ZRegisteredShape, ZRegistration as ZRegistrationShape } from '@/domain/registration-contract'
import { registerAgency } from '@/server/agents/registration'
import { AREA } from './area'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { requestLocale } from './language'
import { clientIp } from './session-cookies'

export const ZRegistration = ZRegistrationShape.openapi('AgencyRegistration')

const ZRegistered = ZRegisteredShape.openapi('AgencyRegistered', {
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
    async (c) =>
      respond(c, ZRegistered, await registerAgency(c.req.valid('json'), clientIp(c), await requestLocale(c))),
  )
}
