import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { ZAgentProfile, ZAuthMessage, ZNationSwitched, ZPasswordSet } from '@/domain/auth-contract'
import { isSameOrigin } from '@/domain/local-path'
import { AppError } from '@/lib/errors'
import { LOCALE_CHOICE_COOKIE, LOCALE_COOKIE } from '@/lib/session-cookie-names'
import {
  authenticate,
  login,
  logout,
  profileOf,
  refresh,
  SESSION_ENDED,
  setAgentLanguage,
  switchNation,
  type TIssued,
} from '@/server/auth/sessions'
import { requestPasswordReset, setPasswordWithToken } from '@/server/auth/set-password'
import { AREA } from './area'
import { envelope, errorResponses, jsonContent, respond, ZError } from './http'
import { agentOnly, publicCall, requireAgent } from './security'
import {
  accessTokenOf,
  clearSessionCookies,
  clientIp,
  refreshCookieOf,
  refuseCrossSiteCookieWrites,
  rememberLocale,
  requestHost,
  setSessionCookies,
} from './session-cookies'

/** Spec §7 Auth. `{area}` is `client` here too (ADR 005): `authenticateCrmclient`, `crmInfoclient`. */
const BASE = '/b2badminapi/api/ManagerUser'

const ZLogin = z.discriminatedUnion('grant_type', [
  z
    .object({
      grant_type: z.literal('password'),
      username: z.string().trim().min(1).max(254),
      password: z.string().min(1).max(200),
      nation: z.string().max(8).optional(),
      client: z.enum(['browser', 'api']).default('browser'),
    })
    .strict(),
  z
    .object({
      grant_type: z.literal('refresh_token'),
      refresh_token: z.string().max(200).optional(),
      client: z.enum(['browser', 'api']).default('browser'),
    })
    .strict(),
])

const ZIssued = z
  .object({
    token_type: z.literal('Bearer'),
    expires_in: z.number(),
    nation: z.string(),
    token: z.string().optional().openapi({ description: 'API clients only; browsers get an httpOnly cookie' }),
    refresh_token: z.string().optional().openapi({ description: 'API clients only; browsers get an httpOnly cookie' }),
  })
  .openapi('SessionIssued')

export const ZProfile = ZAgentProfile.openapi('AgentProfile')

/** An Auth call's summary, body and answer; public unless `access` says agents only. */
type TAuthRoute<TBody extends z.ZodType> = {
  summary: string
  body: TBody
  response: z.ZodType
  access?: typeof agentOnly | typeof publicCall
}

const post = <TBody extends z.ZodType>(
  path: string,
  { summary, body, response, access = publicCall }: TAuthRoute<TBody>,
) =>
  createRoute({
    ...access,
    method: 'post',
    path,
    summary,
    tags: ['Auth'],
    request: { body: { content: { 'application/json': { schema: body } }, required: true } },
    responses: {
      200: jsonContent(envelope(response), 'OK'),
      401: jsonContent(ZError, 'Not signed in, or the credentials are wrong'),
      403: jsonContent(ZError, 'Not allowed'),
      429: jsonContent(ZError, 'Too many attempts: wait for the time in the Retry-After header'),
      ...errorResponses,
    },
  })

/**
 * Whom the session goes to: a browser (cookies) or an API client (the tokens in the body);
 * `isSignIn`: a password sign-in, after which the site shows the agent's language (issue 26).
 */
type TDelivery = { client: 'browser' | 'api'; isSignIn?: boolean }

function deliver(c: Context, issued: TIssued, { client, isSignIn = false }: TDelivery) {
  if (client === 'api') {
    return respond(c, ZIssued, {
      token_type: 'Bearer',
      expires_in: issued.expiresIn,
      nation: issued.nation,
      token: issued.accessToken,
      refresh_token: issued.refreshToken,
    })
  }
  setSessionCookies(c, issued)
  if (isSignIn) rememberLocale(c, issued.language)
  return respond(c, ZIssued, { token_type: 'Bearer', expires_in: issued.expiresIn, nation: issued.nation })
}

export function registerAuthRoutes(app: OpenAPIHono) {
  app.use(`${BASE}/*`, refuseCrossSiteCookieWrites)

  app.openapi(
    post(`${BASE}/authenticateCrm${AREA}`, {
      summary: 'Sign in (password grant) or refresh the session (refresh_token grant)',
      body: ZLogin,
      response: ZIssued,
    }),
    async (c) => {
      const body = c.req.valid('json')
      const ip = clientIp(c)
      if (body.grant_type === 'password') {
        return deliver(
          c,
          await login({
            email: body.username,
            password: body.password,
            ip,
            nation: body.nation,
            // The browser's language only when the visitor chose it (issue 55): a first visit's is not a choice.
            browsing: getCookie(c, LOCALE_CHOICE_COOKIE) ? getCookie(c, LOCALE_COOKIE) : undefined,
          }),
          { client: body.client, isSignIn: true },
        )
      }
      if (body.refresh_token)
        return deliver(c, await refresh({ refreshToken: body.refresh_token, ip }), { client: body.client })
      // A refresh riding on the cookie is a browser session: it must come from our pages (whatever
      // Authorization header it carries) and it stays a cookie session, never tokens in a body.
      const cookie = refreshCookieOf(c)
      if (!cookie) throw new AppError('UNAUTHORIZED', SESSION_ENDED)
      if (!isSameOrigin(c.req.header('origin'), requestHost(c))) throw new AppError('FORBIDDEN', { key: 'crossSite' })
      try {
        return deliver(c, await refresh({ refreshToken: cookie, ip }), { client: 'browser' })
      } catch (error) {
        clearSessionCookies(c)
        throw error
      }
    },
  )

  app.openapi(
    createRoute({
      ...agentOnly,
      method: 'get',
      path: `/b2badminapi/api/ManagerUser/crmInfo${AREA}`,
      summary: 'The signed-in agent (spec §3 Logged-in agent user)',
      tags: ['Auth'],
      responses: {
        200: jsonContent(envelope(ZProfile), 'OK'),
        401: jsonContent(ZError, 'Not signed in'),
        ...errorResponses,
      },
    }),
    async (c) => respond(c, ZProfile, profileOf((await requireAgent(c)).auth)),
  )

  app.openapi(
    post(`${BASE}/language${AREA}`, {
      summary: 'Keep the signed-in agent’s language (the header’s language switch; issue 26)',
      body: z.object({ language: z.string().min(2).max(8) }).strict(),
      response: z.object({ language: z.string() }),
      access: agentOnly,
    }),
    async (c) => {
      const { auth, viaBearer } = await requireAgent(c)
      const language = await setAgentLanguage(auth, c.req.valid('json').language)
      if (!viaBearer) rememberLocale(c, language)
      return respond(c, z.object({ language: z.string() }), { language })
    },
  )

  app.openapi(
    post(`${BASE}/logout${AREA}`, {
      summary: 'Sign out: the session ends on the server',
      body: z.object({}),
      response: ZAuthMessage,
    }),
    async (c) => {
      const { token } = accessTokenOf(c)
      const auth = await authenticate(token)
      if (auth) await logout(auth)
      clearSessionCookies(c)
      return respond(c, ZAuthMessage, { message: 'Signed out' })
    },
  )

  app.openapi(
    post(`${BASE}/authenticateLocal${AREA}`, {
      summary: 'Switch nation (spec §4): re-issues the session for a nation of the agent’s listNation',
      body: z.object({ passcode: z.string().min(1).max(64), nation: z.string().min(2).max(8) }).strict(),
      response: ZNationSwitched,
      access: agentOnly,
    }),
    async (c) => {
      const { auth, viaBearer } = await requireAgent(c)
      const body = c.req.valid('json')
      const issued = await switchNation(auth, { ...body, ip: clientIp(c) })
      if (!viaBearer) setSessionCookies(c, issued)
      return respond(c, ZNationSwitched, {
        token: viaBearer ? issued.accessToken : 'cookie',
        nation: issued.nation,
      })
    },
  )

  app.openapi(
    post(`${BASE}/forgotPassword${AREA}`, {
      summary: 'Email a link to choose a new password (the answer is the same whether or not the account exists)',
      body: z.object({ email: z.string().trim().min(1).max(254) }).strict(),
      response: ZAuthMessage,
    }),
    async (c) =>
      respond(c, ZAuthMessage, await requestPasswordReset({ email: c.req.valid('json').email, ip: clientIp(c) })),
  )

  app.openapi(
    post(`${BASE}/setPassword${AREA}`, {
      summary: 'Choose a password with the single-use link from the email',
      body: z.object({ token: z.string().min(10).max(200), password: z.string().max(200) }).strict(),
      response: ZPasswordSet,
    }),
    async (c) => respond(c, ZPasswordSet, await setPasswordWithToken(c.req.valid('json'))),
  )
}
