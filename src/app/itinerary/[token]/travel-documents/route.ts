import { handleApiRequest as handler } from '@/api/app'

export const dynamic = 'force-dynamic'
export { handler as GET }
