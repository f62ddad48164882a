'use client'

import { Printer } from 'lucide-react'

/** "Print"; a page in another language passes its own word. */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <button type="button" onClick={() => window.print()} className="btn-outline print:hidden">
      <Printer aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  )
}
