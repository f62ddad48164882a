'use client'

import { Printer } from 'lucide-react'

export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="btn-outline print:hidden">
      <Printer aria-hidden="true" className="h-4 w-4" />
      Print
    </button>
  )
}
