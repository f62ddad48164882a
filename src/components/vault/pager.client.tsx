'use client'

import { useTranslations } from 'next-intl'

type TProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }

/** Previous / next paging with the position in words; page numbers start at 1 (spec §9). */
export function Pager({ page, pageSize, total, onPage, label }: TProps) {
  const t = useTranslations('Common')
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (total <= pageSize) return null
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-3 text-[13px]">
      <button type="button" className="btn-outline px-3 py-1" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span>{t('pageOf', { page, pages })}</span>
      <button type="button" className="btn-outline px-3 py-1" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  )
}
