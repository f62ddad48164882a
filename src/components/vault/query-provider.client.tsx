'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'

/** TanStack Query for the agent area (DESIGN.md): loading flags, caching, one retry. */
export function VaultQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
      }),
  )
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
