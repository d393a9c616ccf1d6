import { describe, expect, it } from 'vitest';
import { pdfInflatingTo, pdfWithText } from '../../../test/pdf';
import { PDF_LIMITS, pdfText } from './resume-text';

describe('reading a PDF on a worker thread', () => {
  it('answers the text of a plain PDF', async () => {
    expect(await pdfText(pdfWithText(['Skills: Python, Rust']))).toEqual({
      kind: 'text',
      text: 'Skills: Python, Rust',
    });
  });

  it('refuses a file past the inflated-bytes limit before reading it', async () => {
    const limits = { ...PDF_LIMITS, inflatedBytes: 1024 * 1024 };
    expect(await pdfText(pdfInflatingTo(2), limits)).toEqual({ kind: 'too-complex' });
    expect(await pdfText(pdfWithText(['Python']), limits)).toMatchObject({ kind: 'text' });
  });

  it('refuses a file whose reading runs out of the worker’s memory, and this process goes on', async () => {
    expect(await pdfText(pdfWithText(['Python']), { ...PDF_LIMITS, heapMb: 8 })).toEqual({
      kind: 'too-complex',
    });
    expect(await pdfText(pdfWithText(['Python']))).toMatchObject({ kind: 'text' });
  });

  it('keeps at most the text limit', async () => {
    const reading = await pdfText(pdfWithText(['Python and Rust '.repeat(20)]), {
      ...PDF_LIMITS,
      textChars: 40,
    });
    expect(reading).toEqual({ kind: 'text', text: 'Python and Rust Python and Rust Python a' });
  });
});
