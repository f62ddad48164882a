/**
 * What a serving process loads for its start-up (src/host/bootstrap/register.ts), in one module so
 * the bundle holds one copy of Payload's chunk for both (ADR 054):
 * - the start-up itself (start-app.ts);
 * - the JSON API (src/api/app.ts), whose handler the start-up offers to the HTTP front (ADR 036).
 *   In production the front serves every API call with it, so the API and Payload live in this one
 *   module graph (docs/architecture/serving.md).
 */
export { handleApiRequest } from '@/api/app'
export { startApp } from './start-app'
