import { describe, expect, it } from 'vitest';
import { pdfInflatingTo, pdfWithText } from '../../../test/pdf';
import { PDF_LIMITS, pdfText } from './resume-text';

describe('reading a PDF on a worker thread', () => {
  it('answers the text of a plain PDF', async () => {
    expect(await pdfText(pdfWithText(['Skills: Python, Rust']), 'ada')).toEqual({
      kind: 'text',
      text: 'Skills: Python, Rust',
    });
  });

  it('refuses a file past the inflated-bytes limit', async () => {
    const limits = { ...PDF_LIMITS, inflatedBytes: 1024 * 1024 };
    expect(await pdfText(pdfInflatingTo(2), 'ada', limits)).toEqual({ kind: 'too-complex' });
    expect(await pdfText(pdfWithText(['Python']), 'ada', limits)).toMatchObject({ kind: 'text' });
  });

  it('refuses a file whose reading runs out of the worker’s memory, and this process goes on', async () => {
    expect(await pdfText(pdfWithText(['Python']), 'ada', { ...PDF_LIMITS, heapMb: 8 })).toEqual({
      kind: 'too-complex',
    });
    expect(await pdfText(pdfWithText(['Python']), 'ada')).toMatchObject({ kind: 'text' });
  });

  it('keeps at most the text limit', async () => {
    const reading = await pdfText(pdfWithText(['Python and Rust '.repeat(20)]), 'ada', {
      ...PDF_LIMITS,
      textChars: 40,
    });
    expect(reading).toEqual({ kind: 'text', text: 'Python and Rust Python and Rust Python a' });
  });
});
