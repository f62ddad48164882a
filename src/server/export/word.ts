import 'server-only'
import {
  AlignmentType,
  Bookmark,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  InternalHyperlink,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'
import { sellingLines, type TExportDocument } from '@/domain/booking-export'
import type { TDocumentWords, TSay } from '@/domain/document-words'
import type { TDocumentImage } from './media-files'

const thin = { style: BorderStyle.SINGLE, size: 4, color: 'DDDDDD' }
const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
const rowBorders = { top: none, left: none, right: none, bottom: thin }

const cell = (
  text: string,
  options: { bold?: boolean; right?: boolean; muted?: string; width: number; story?: TStory | null },
) =>
  new TableCell({
    width: { size: options.width, type: WidthType.PERCENTAGE },
    borders: rowBorders,
    margins: { top: 60, bottom: 60, left: 80, right: 80 },
    children: [
      new Paragraph({
        alignment: options.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: [
          new TextRun({ text, bold: options.bold }),
          ...(options.muted ? [new TextRun({ text: options.muted, color: '777777', size: 18, break: 1 })] : []),
        ],
      }),
      ...storyParagraphs(options.story),
    ],
  })

/** A program's or hotel's description and photo, in the client's version. */
type TStory = { description: string | null; photo: TDocumentImage | null; alt: string }

/** A photo is 280 px wide in the file: beside the text of a day, not a page of its own. */
const PHOTO_WIDTH = 280

function storyParagraphs(story: TStory | null | undefined): Paragraph[] {
  if (!story) return []
  const paragraphs: Paragraph[] = []
  if (story.description)
    paragraphs.push(
      new Paragraph({ spacing: { before: 80 }, children: [new TextRun({ text: story.description, size: 19 })] }),
    )
  if (story.photo)
    paragraphs.push(
      new Paragraph({
        spacing: { before: 80 },
        children: [
          new ImageRun({
            type: story.photo.format,
            data: story.photo.data,
            transformation: {
              width: PHOTO_WIDTH,
              height: Math.round((PHOTO_WIDTH * story.photo.height) / Math.max(1, story.photo.width)),
            },
            altText: { name: story.alt, title: story.alt, description: story.alt },
          }),
        ],
      }),
    )
  return paragraphs
}

function dayTable(
  day: TExportDocument['days'][number],
  withPrices: boolean,
  photos: ReadonlyMap<string, TDocumentImage>,
): Table {
  const rows = day.lines.map(
    (line) =>
      new TableRow({
        children: [
          cell(line.text, {
            // A stay's standing ("On request") goes with its detail while the booking is not confirmed.
            muted: [line.detail, line.status].filter(Boolean).join(' · '),
            width: withPrices ? 75 : 100,
            story: {
              description: line.description,
              photo: line.image ? (photos.get(line.image.filename) ?? null) : null,
              alt: line.image?.alt || line.text,
            },
          }),
          ...(withPrices ? [cell(line.price ?? '', { right: true, width: 25 })] : []),
        ],
      }),
  )
  if (withPrices && day.total !== null)
    rows.push(
      new TableRow({
        children: [
          cell(day.totalLabel, { right: true, width: 75 }),
          cell(day.total, { right: true, bold: true, width: 25 }),
        ],
      }),
    )
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows })
}

/** A logo is a letterhead: 160 px wide in the file, whatever size it was uploaded at. */
const LOGO_WIDTH = 160

/**
 * The .docx of a booking's export document (spec §7 WordExport/ExportDetail), headed by the
 * agency's logo when it has one (a PNG, see agency-brand.ts) and always by its name.
 */
export async function renderWord(
  doc: TExportDocument,
  images: { logo: TDocumentImage | null; photos: ReadonlyMap<string, TDocumentImage> } = {
    logo: null,
    photos: new Map(),
  },
  words: TDocumentWords,
): Promise<Buffer> {
  const { say } = words
  const { logo } = images
  const facts = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: doc.facts.map(
      (fact) =>
        new TableRow({
          children: [cell(fact.label, { bold: true, width: 25 }), cell(fact.value, { width: 75 })],
        }),
    ),
  })
  const days = doc.days.flatMap((day) => [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      spacing: { before: 240 },
      children: [new Bookmark({ id: day.anchor, children: [new TextRun(day.heading)] })],
    }),
    ...(day.locations ? [new Paragraph({ children: [new TextRun({ text: day.locations, italics: true })] })] : []),
    dayTable(day, doc.withPrices, images.photos),
  ])
  const document = new Document({
    creator: doc.agencyName,
    title: doc.title,
    description: say(doc.withPrices ? 'itineraryWithPrices' : 'itinerary'),
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    text: `${doc.agencyName} · ${doc.title} · ${say('page')} `,
                    color: '777777',
                    size: 16,
                  }),
                  new TextRun({ children: [PageNumber.CURRENT], color: '777777', size: 16 }),
                ],
              }),
            ],
          }),
        },
        children: [
          ...(logo
            ? [
                new Paragraph({
                  spacing: { after: 120 },
                  children: [
                    new ImageRun({
                      type: 'png',
                      data: logo.data,
                      transformation: {
                        width: LOGO_WIDTH,
                        height: Math.round((LOGO_WIDTH * logo.height) / Math.max(1, logo.width)),
                      },
                      altText: {
                        name: doc.agencyName,
                        title: doc.agencyName,
                        description: say('logo', { agency: doc.agencyName }),
                      },
                    }),
                  ],
                }),
              ]
            : []),
          // The agency's own name, in neutral ink: the client's copy carries no colour of Monsoon's.
          new Paragraph({ children: [new TextRun({ text: doc.agencyName, bold: true, size: 28, color: '222222' })] }),
          ...(doc.contact
            ? [new Paragraph({ children: [new TextRun({ text: doc.contact, color: '555555', size: 20 })] })]
            : []),
          new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE, spacing: { after: 200 } }),
          facts,
          ...(doc.contents
            ? [
                new Paragraph({ text: say('atAGlance'), heading: HeadingLevel.HEADING_1, spacing: { before: 360 } }),
                ...doc.contents.map(
                  (entry) =>
                    new Paragraph({
                      spacing: { after: 40 },
                      children: [
                        new InternalHyperlink({
                          anchor: entry.anchor,
                          children: [new TextRun({ text: entry.label, style: 'Hyperlink' })],
                        }),
                      ],
                    }),
                ),
              ]
            : []),
          new Paragraph({ text: say('dayByDay'), heading: HeadingLevel.HEADING_1, spacing: { before: 360 } }),
          ...days,
          ...(doc.total !== null
            ? [
                new Paragraph({
                  alignment: AlignmentType.RIGHT,
                  spacing: { before: 360 },
                  children: [new TextRun({ text: say('totalAmount', { amount: doc.total }), bold: true, size: 28 })],
                }),
              ]
            : []),
          ...sellingParagraphs(doc, say),
          new Paragraph({ text: doc.notesTitle, heading: HeadingLevel.HEADING_1, spacing: { before: 360 } }),
          ...doc.notes.map((note) => new Paragraph({ text: note, bullet: { level: 0 } })),
        ],
      },
    ],
  })
  return Packer.toBuffer(document)
}

/** The selling price: the client's total and per person, and on the agent's copy the markup and margin. */
function sellingParagraphs(doc: TExportDocument, say: TSay): Paragraph[] {
  const lines = sellingLines(doc, say)
  if (!lines) return []
  return [
    new Paragraph({ text: lines.title, heading: HeadingLevel.HEADING_1, spacing: { before: 360 } }),
    ...lines.rows.map(
      (row) =>
        new Paragraph({
          children: [
            new TextRun({ text: `${say('labelled', { label: row.label })} `, bold: true }),
            new TextRun({ text: row.value, bold: row.strong }),
          ],
        }),
    ),
  ]
}
