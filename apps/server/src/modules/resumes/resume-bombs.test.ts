import { describe, expect, it } from 'vitest';
import { deflatedSpaces, pdfInflatingWith, pdfWithText, type FilterSpelling } from '../../../test/pdf';
import { PDF_LIMITS, pdfText, READING_PER_ACCOUNT } from './resume-text';

const SPELLINGS: FilterSpelling[] = [
  'FlateDecode',
  'Fl',
  'indirect',
  'padded',
  'image decoy',
  'hex then flate',
];

describe('a PDF that unpacks to far more than it weighs', () => {
  it('is refused whatever its filter is called, and memory stays bounded while several are read', async () => {
    // 64 MB of spaces in ~64 KB, sixteen times the limit here; time enough that only the size decides.
    const limits = { ...PDF_LIMITS, inflatedBytes: 4 * 1024 * 1024, timeMs: 30_000 };
    const compressed = await deflatedSpaces(64);
    const bombs = SPELLINGS.map((spelling) => pdfInflatingWith(compressed, spelling));
    const plain = SPELLINGS.map(() => pdfWithText(['Python']));
    /** How far resident memory rises while these files are read, two at a time. */
    const rise = async (files: Buffer[]) => {
      const before = process.memoryUsage().rss;
      let peak = before;
      const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      try {
        return {
          readings: await Promise.all(files.map((file, index) => pdfText(file, `reader-${index}`, limits))),
          rise: peak - before,
        };
      } finally {
        clearInterval(watch);
      }
    };
    // The workers' own start costs memory whatever they read: that is the baseline.
    const baseline = await rise(plain);
    expect(baseline.readings.every((reading) => typeof reading === 'object' && reading.kind === 'text')).toBe(
      true,
    );
    const bombed = await rise(bombs);
    expect(bombed.readings).toEqual(SPELLINGS.map(() => ({ kind: 'too-complex' })));
    expect(bombed.rise - baseline.rise).toBeLessThan(100 * 1024 * 1024);
    // A plain file is still read.
    expect(await pdfText(pdfWithText(['Python']), 'reader')).toMatchObject({ kind: 'text' });
  }, 120_000);
});

describe('one account’s uploads', () => {
  it(`are read ${READING_PER_ACCOUNT} at a time; more are refused at once, and another person is served`, async () => {
    const slow = pdfInflatingWith(await deflatedSpaces(24), 'FlateDecode');
    const flood = Array.from({ length: 6 }, () => pdfText(slow, 'flooder'));
    const other = pdfText(pdfWithText(['Skills: Go']), 'someone else');
    const answers = await Promise.all(flood);
    expect(answers.filter((answer) => answer === 'yours-busy')).toHaveLength(6 - READING_PER_ACCOUNT);
    expect(await other).toEqual({ kind: 'text', text: 'Skills: Go' });
  }, 60_000);
});
