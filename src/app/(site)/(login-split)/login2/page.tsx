import type { Metadata } from 'next'
import { AgentSignInPage } from '@/components/layouts/agent-sign-in-notice'
import { metadataFor } from '../../metadata'

export const generateMetadata = (): Promise<Metadata> => metadataFor('/login2')

export default AgentSignInPage
