/**
 * Reads a PDF's text on a worker thread (started by resume-text.ts, once per file), so that a file built
 * to be slow or huge inside never holds the server's own thread. Answers one PdfReading message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { constants, inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfReading, PdfReadingInput } from './pdf-reading';

/**
 * The bytes the file's compressed streams inflate to, stopped as soon as they pass `limit`. Images are
 * left out: reading text never decodes them. zlib's own output cap makes a 100 MB bomb cost milliseconds.
 */
function inflatesBeyond(bytes: Uint8Array, limit: number): boolean {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = file.toString('latin1');
  let left = limit;
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const dictionary = text.slice(Math.max(0, match.index - 512), match.index);
    const own = dictionary.slice(dictionary.lastIndexOf(' obj') + 1);
    if (!own.includes('/FlateDecode') || own.includes('/Image')) continue;
    const end = text.indexOf('endstream', start);
    try {
      left -= inflateSync(file.subarray(start, end < 0 ? undefined : end), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: left + 1,
      }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
      // A damaged stream is pdf.js's to judge.
    }
    if (left < 0) return true;
  }
  return false;
}

async function read({ bytes, limits }: PdfReadingInput): Promise<PdfReading> {
  if (inflatesBeyond(bytes, limits.inflatedBytes)) return { kind: 'too-complex' };
  let document;
  try {
    document = await getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false, verbosity: 0 })
      .promise;
  } catch {
    return { kind: 'unreadable' };
  }
  const pages: string[] = [];
  let length = 0;
  for (let number = 1; number <= Math.min(document.numPages, limits.pages); number++) {
    try {
      const content = await (await document.getPage(number)).getTextContent();
      const page = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      pages.push(page);
      length += page.length;
    } catch {
      return { kind: 'unreadable' };
    }
    if (length >= limits.textChars) break;
  }
  return { kind: 'text', text: pages.join('\n').slice(0, limits.textChars) };
}

parentPort?.postMessage(await read(workerData as PdfReadingInput));
