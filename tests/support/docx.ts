import JSZip from 'jszip'

/** The text of a .docx's body (`word/document.xml`), one line per paragraph, entities decoded. */
export async function docxText(file: ArrayBuffer | Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(file)
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? ''
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}
