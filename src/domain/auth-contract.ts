import { z } from 'zod'

/**
 * The agent session calls' answers (spec §7 Auth), defined once: the API validates with these
 * schemas, the services return their types and the sign-in, password and agency-bar forms read
 * them (ADR 021). Browser code imports the types only.
 */

/** The agent as the browser may know it: the §3 fields, no secret among them. */
export const ZAgentProfile = z.object({
  _id: z.string(),
  md5code: z.string(),
  name: z.string(),
  nation: z.string(),
  listNation: z.array(z.string()),
  ccurrency: z.string(),
  cmarket: z.string(),
  cname: z.string(),
  cemail: z.string(),
  ccode: z.string(),
  language: z.string(),
  online: z.boolean(),
})
export type TAgentProfile = z.output<typeof ZAgentProfile>

/** A nation switch (spec §4) answers with the new session's nation. */
export const ZNationSwitched = z.object({
  token: z.string().describe("Bearer clients: the new access token; browsers: 'cookie'"),
  nation: z.string(),
})
export type TNationSwitched = z.output<typeof ZNationSwitched>

/** Sign-out and the forgotten-password email answer with a sentence. */
export const ZAuthMessage = z.object({ message: z.string() })
export type TAuthMessage = z.output<typeof ZAuthMessage>

/** Choosing a password with the emailed link answers with the account's address. */
export const ZPasswordSet = z.object({ email: z.string() })
export type TPasswordSet = z.output<typeof ZPasswordSet>
