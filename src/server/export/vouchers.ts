import 'server-only'
import type { Payload } from 'payload'
import type { TDocumentWords } from '@/domain/document-words'
import type { TTourDay } from '@/domain/itinerary/types'
import { storedManifest } from '@/domain/travellers'
import { type TVoucher, vouchersOf } from '@/domain/vouchers'
import type { Booking, Supplier } from '@/payload-types'

/**
 * Service vouchers (issue 56, ADR 067): one page per service its supplier confirmed, drawn with
 * pdfkit after a booking's itinerary (the travel documents pack) or on their own.
 */

/** The vouchers of a booking: its reservations the suppliers confirmed, with the travellers and flights. */
export async function bookingVouchers(payload: Payload, booking: Pick<Booking, 'id' | 'Code' | 'tours' | 'manifest'>) {
  const { docs } = await payload.find({
    collection: 'supplier-reservations',
    where: { and: [{ booking: { equals: booking.id } }, { status: { equals: 'confirmed' } }] },
    depth: 1,
    populate: { suppliers: { name: true, phone: true, emergencyPhone: true } },
    pagination: false,
    sort: 'serviceDate',
  })
  return vouchersOf({
    code: booking.Code,
    manifest: storedManifest(booking.manifest),
    days: (booking.tours ?? []) as TTourDay[],
    confirmed: docs.map((row) => ({
      reservation: {
        serviceKey: row.serviceKey,
        service: row.service,
        kind: row.kind,
        serviceDate: row.serviceDate,
        confirmationNumber: row.confirmationNumber ?? '',
        version: row.version,
      },
      supplier: typeof row.supplier === 'object' ? (row.supplier as Supplier | null) : null,
    })),
  })
}

type TPdf = PDFKit.PDFDocument

/** Who the vouchers are under: the agency for the client's copy, Monsoon for the supplier's. */
export type TVoucherBrand = { name: string; colour: string; emergency: string }

const MARGIN = 50
const INK = '#222222'
const MUTED = '#6b6b6b'

/** Draws each voucher on a page of its own, after whatever the document already holds. */
export function drawVouchers(
  pdf: TPdf,
  { vouchers, brand, words }: { vouchers: readonly TVoucher[]; brand: TVoucherBrand; words: TDocumentWords },
) {
  const { say } = words
  const day = (date: string) =>
    new Date(`${date}T07:00:00Z`).toLocaleDateString(words.tag, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
  for (const voucher of vouchers) {
    pdf.addPage()
    const left = MARGIN
    const width = pdf.page.width - 2 * MARGIN
    pdf.font('bold').fontSize(12).fillColor(INK).text(brand.name, left, MARGIN, { width })
    pdf.moveDown(0.8)
    pdf.font('bold').fontSize(22).fillColor(brand.colour).text(say('voucherTitle'), { width })
    pdf
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(say('voucherNumber', { number: voucher.number, issue: voucher.issue }), { width })
    pdf.moveDown(1)
    const rows: [string, string][] = [
      [say('voucherService'), voucher.service],
      [say('voucherDate'), day(voucher.date)],
      ...(voucher.pickup
        ? [
            [
              say('voucherPickup'),
              say('voucherPickupValue', {
                point: voucher.pickup.point,
                date: day(voucher.pickup.date),
                time: voucher.pickup.time,
              }),
            ] as [string, string],
          ]
        : []),
      [say('voucherTravellers'), voucher.travellers.join('\n') || '–'],
      [say('voucherConfirmation'), voucher.confirmationNumber],
      [say('voucherSupplier'), [voucher.supplier.name, voucher.supplier.phone].filter(Boolean).join(' · ')],
      [
        say('voucherEmergency'),
        [
          voucher.supplier.emergencyPhone && `${voucher.supplier.name}: ${voucher.supplier.emergencyPhone}`,
          brand.emergency,
        ]
          .filter(Boolean)
          .join('\n'),
      ],
    ]
    for (const [label, value] of rows) {
      const y = pdf.y
      pdf.font('bold').fontSize(11).fillColor(INK).text(label, left, y, { width: 150 })
      const labelBottom = pdf.y
      pdf
        .font('regular')
        .fontSize(11)
        .text(value, left + 160, y, { width: width - 160 })
      pdf.y = Math.max(pdf.y, labelBottom) + 8
    }
    pdf.moveDown(1.5)
    pdf.font('regular').fontSize(9).fillColor(MUTED).text(say('voucherNote'), left, pdf.y, { width })
  }
}
