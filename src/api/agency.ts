import { createRoute, type OpenAPIHono } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import {
  ZAgencyContract as ZAgencyContractShape,
  ZAgencyContractUpdate as ZAgencyContractUpdateShape,
} from '@/domain/agency-contract'
import { isSameOrigin } from '@/domain/local-path'
import { AppError } from '@/lib/errors'
import { type TContractActor, updateAgencyContract } from '@/server/agents/contracts'
import { SESSION_ENDED } from '@/server/auth/sessions'
import { staffUserOf } from '@/server/auth/staff'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { AGENT_SECURITY, agentCallOf } from './security'
import { credentialOf, refuseCrossSiteCookieWrites, requestHost } from './session-cookies'

/** Spec §7 `POST api/user/updateAgencyContracts` (ADR 027): an agency's contract details. */

const PATH = '/api/user/updateAgencyContracts'
const ZAgencyContract = ZAgencyContractShape.extend({}).openapi('AgencyContract')
const ZAgencyContractUpdate = ZAgencyContractUpdateShape.extend({}).openapi('AgencyContractUpdate')

/** An agent (session or API key) or, failing that, a back-office sign-in. */
async function actorOf(c: Context): Promise<TContractActor> {
  if (credentialOf(c).kind !== 'none') return { kind: 'agent', auth: (await agentCallOf(c)).auth }
  const user = await staffUserOf(c.req.raw.headers)
  if (!user) throw new AppError('UNAUTHORIZED', SESSION_ENDED)
  // The back office's cookie is sent by the browser on its own: a write it carries must come from our pages.
  const viaCookie = !c.req.header('authorization')
  if (viaCookie && !isSameOrigin(c.req.header('origin'), requestHost(c))) {
    throw new AppError('FORBIDDEN', { key: 'crossSite' })
  }
  return { kind: 'staff', user }
}

/** Who calls, found before the body is validated: an anonymous caller gets 401, never the body rules. */
const actors = new WeakMap<Request, TContractActor>()
const actorFirst: MiddlewareHandler = async (c, next) => {
  actors.set(c.req.raw, await actorOf(c))
  await next()
}

export function registerAgencyRoutes(app: OpenAPIHono) {
  app.use(PATH, refuseCrossSiteCookieWrites)
  app.openapi(
    createRoute({
      security: [...AGENT_SECURITY, { staffSession: [] }],
      middleware: [actorFirst] as [MiddlewareHandler],
      method: 'post',
      path: PATH,
      summary:
        'Update an agency’s contract details: its admin agents for their own agency, Monsoon staff for any (agencyId)',
      tags: ['Agents'],
      request: { body: { content: { 'application/json': { schema: ZAgencyContractUpdate } }, required: true } },
      responses: {
        200: jsonContent(envelope(ZAgencyContract), 'The contract details as they are now'),
        401: jsonContent(ZError, 'Not signed in'),
        403: jsonContent(ZError, 'Not the agency’s admin, or a back-office role that cannot change agencies'),
        404: jsonContent(ZError, 'No such agency'),
        ...errorResponses,
      },
    }),
    async (c) =>
      respond(
        c,
        ZAgencyContract,
        await updateAgencyContract(actors.get(c.req.raw) ?? (await actorOf(c)), c.req.valid('json')),
      ),
  )
}
