import { z } from 'zod'
import { isoDateProblem, isoDateWhy } from './pricing/dates'

/**
 * A calendar day, YYYY-MM-DD (a time after it, as in an ISO timestamp, is dropped): a real day of
 * the calendar within the dates Monsoon deals in, so 2027-02-30 or 0000-01-01 is a 400, not a price.
 */
export const ZIsoDate = z
  .string()
  .max(40)
  .transform((value) => value.slice(0, 10))
  .superRefine((value, context) => {
    const problem = isoDateProblem(value)
    // The words (`params.words`) let the API say it in the caller's language (src/api/http.ts).
    if (problem) context.addIssue({ code: 'custom', message: problem, params: { words: isoDateWhy(value) } })
  })
