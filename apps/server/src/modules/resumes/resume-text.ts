import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The first bytes of every PDF file ("%PDF-"): the file's content decides, never its name. */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** Pages read for skills: a resume's skills are on its first pages, and a huge PDF must not stall us. */
const PAGES_READ = 10;

/** The text of a PDF's first pages, or null when it cannot be read as a PDF. */
export async function pdfText(bytes: Buffer): Promise<string | null> {
  try {
    const document = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
    try {
      const pages: string[] = [];
      for (let number = 1; number <= Math.min(document.numPages, PAGES_READ); number++) {
        const content = await (await document.getPage(number)).getTextContent();
        pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
      }
      return pages.join('\n');
    } finally {
      await document.destroy();
    }
  } catch {
    return null;
  }
}
