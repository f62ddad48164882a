'use client'

type TProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }

/** Previous / next paging with the position in words; page numbers start at 1 (spec §9). */
export function Pager({ page, pageSize, total, onPage, label }: TProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (total <= pageSize) return null
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-3 text-[13px]">
      <button type="button" className="btn-outline px-3 py-1" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className="btn-outline px-3 py-1" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  )
}
