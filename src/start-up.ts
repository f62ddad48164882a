/**
 * What a serving process loads for its start-up (src/instrumentation-node.ts), in one module so the
 * bundle holds one copy of Payload's chunk for both (ADR 054):
 * - the start-up itself (src/server/bootstrap/start-app.ts);
 * - the JSON API (src/api/app.ts), whose handler the start-up offers to the HTTP front (ADR 036).
 *   The front serves API calls with it from the first one on, so Next's route handlers, in a Turbopack
 *   layer of their own, need not compile and run a second copy of Payload's chunk before the first
 *   answer (ADR 056).
 */
export { handleApiRequest } from '@/api/app'
export { startApp } from '@/server/bootstrap/start-app'
