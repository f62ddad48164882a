'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

/**
 * The supplier's copy of a confirmed service's voucher (issue 56), under Monsoon's name: a link
 * once the service is saved as confirmed (the PDF reads what is saved, not what is being typed).
 */
export function SupplierVoucher() {
  const { id, savedDocumentData } = useDocumentInfo()
  const typed = useFormFields(([fields]) => String(fields.status?.value ?? ''))
  const saved = (savedDocumentData as { status?: string } | undefined)?.status
  if (!id) return null
  if (saved !== 'confirmed' || typed !== 'confirmed')
    return (
      <p className="field-description" style={{ marginBottom: 24 }}>
        The voucher is ready once the service is saved as confirmed by the supplier.
      </p>
    )
  const href = `/cms-api/supplier-reservations/${encodeURIComponent(String(id))}/voucher`
  return (
    <p style={{ marginBottom: 24 }} data-testid="supplier-voucher">
      <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={href} download>
        Voucher, supplier’s copy (A4)
      </a>{' '}
      <a href={`${href}?size=letter`} download>
        Letter
      </a>
    </p>
  )
}
