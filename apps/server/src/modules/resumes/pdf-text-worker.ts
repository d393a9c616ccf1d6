/**
 * Reads a PDF's text on a worker thread (started by resume-text.ts, once per file), so that a file built
 * to be slow or huge inside never holds the server's own thread. Answers one PdfReading message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { WorkerMessageHandler } from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { LOADED, type PdfReading, type PdfReadingInput } from './pdf-reading';

// pdf.js reads on its "worker" code: handed over here, it loads with this thread instead of being
// imported in the middle of reading the file, where its loading would count against the time limit.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = { WorkerMessageHandler };

/** Thrown in place of a byte array past the budget: pdf.js may catch it, so `spent` is what counts. */
class OverBudget extends RangeError {}

/**
 * Caps the bytes this worker's byte arrays may take, counted as they are made (views of an existing
 * buffer are free). pdf.js inflates every stream, whatever its filter is called, into byte arrays it makes
 * itself, and the worker's heap limit does not cover their memory: this does. The native decompression
 * stream is taken away so pdf.js inflates in JavaScript, through these arrays.
 */
function capByteArrays(budget: number): { spent: () => boolean } {
  const Original = Uint8Array;
  let allocated = 0;
  let overBudget = false;
  const charge = (bytes: number) => {
    allocated += bytes;
    if (allocated > budget) {
      overBudget = true;
      throw new OverBudget('the file inflates past the limit');
    }
  };
  class BudgetedUint8Array extends Original {
    constructor(...args: unknown[]) {
      const [first] = args;
      if (typeof first === 'number') charge(first);
      else if (
        first &&
        typeof first === 'object' &&
        !(first instanceof ArrayBuffer || first instanceof SharedArrayBuffer)
      )
        charge((first as ArrayLike<unknown>).length ?? 0);
      super(...(args as []));
    }

    // Arrays made before the cap (the file's bytes) are Uint8Arrays all the same.
    static override [Symbol.hasInstance](value: unknown) {
      return value instanceof Original;
    }
  }
  globalThis.Uint8Array = BudgetedUint8Array as Uint8ArrayConstructor;
  delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;
  return { spent: () => overBudget };
}

async function read({ bytes, limits }: PdfReadingInput): Promise<PdfReading> {
  // Growing a buffer by doubling makes about twice the bytes it ends with.
  // pdf.js looks Uint8Array up each time it makes one, so the cap holds though it was loaded first.
  const cap = capByteArrays(2 * limits.inflatedBytes + bytes.byteLength);
  const answer = await readText(bytes, limits);
  return cap.spent() ? { kind: 'too-complex' } : answer;
}

async function readText(bytes: Uint8Array, limits: PdfReadingInput['limits']): Promise<PdfReading> {
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

// Loaded: the time limit on reading starts now.
parentPort?.postMessage(LOADED);
parentPort?.postMessage(await read(workerData as PdfReadingInput));
