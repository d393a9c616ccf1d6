/** What the PDF worker is given and answers (shared by resume-text.ts and pdf-text-worker.ts). */

export interface PdfLimits {
  /** Wall time for the whole reading; the worker is stopped after it. */
  timeMs: number;
  /** The worker's JavaScript heap. */
  heapMb: number;
  /** What the file's compressed streams (images aside) may inflate to, together. */
  inflatedBytes: number;
  /** Text kept, enough for any resume's skills. */
  textChars: number;
  /** Pages read: a resume's skills are on its first pages. */
  pages: number;
}

export interface PdfReadingInput {
  bytes: Uint8Array;
  limits: PdfLimits;
}

/** The reading thread's first message: it has loaded and starts reading. */
export const LOADED = 'loaded';

export type PdfReading = { kind: 'text'; text: string } | { kind: 'unreadable' } | { kind: 'too-complex' };
