import { handleApiRequest as handler } from '@/api/app'

// Development only (`npm run dev`, so that an edited API reloads): in production the HTTP front
// answers these addresses with the API the start-up loaded (src/host/api-front.ts,
// docs/architecture/serving.md), and Next never loads this route.

export const dynamic = 'force-dynamic'
export { handler as DELETE, handler as GET, handler as PATCH, handler as POST, handler as PUT }
