import { handleApiRequest as handler } from '@/api/app'

export const dynamic = 'force-dynamic'
export { handler as DELETE, handler as GET, handler as PATCH, handler as POST, handler as PUT }
