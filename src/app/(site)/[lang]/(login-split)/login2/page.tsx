import type { Metadata } from 'next'
import { metadataFor } from '@/app/(site)/metadata'
import { LoginPage } from '@/components/auth/login-page'

export const generateMetadata = (): Promise<Metadata> => metadataFor('/login2')

export default LoginPage
