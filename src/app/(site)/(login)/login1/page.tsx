import type { Metadata } from 'next'
import { LoginPage } from '@/components/auth/login-page'
import { metadataFor } from '../../metadata'

export const generateMetadata = (): Promise<Metadata> => metadataFor('/login1')

export default LoginPage
