import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * A PDF read back as a reader would: its pages' text (one line per text run), page count, size in
 * points and document title. pdf.js parses what pdfkit wrote, so a test checks the file, not our code.
 */
export async function readPdf(file: ArrayBuffer | Uint8Array) {
  const document = await getDocument({
    data: new Uint8Array(file instanceof Uint8Array ? file : new Uint8Array(file)),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise
  const pages: string[] = []
  let size: [number, number] = [0, 0]
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    if (number === 1) size = [Math.round(page.view[2]), Math.round(page.view[3])]
    const content = await page.getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'))
  }
  const { info } = (await document.getMetadata()) as { info: { Title?: string; Author?: string; Producer?: string } }
  await document.destroy()
  return { pages, text: pages.join('\n'), size, info }
}
