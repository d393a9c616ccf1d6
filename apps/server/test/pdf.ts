import { createDeflate, deflateSync } from 'node:zlib';

/** A PDF of these objects (numbered from 1; the first is the catalogue) with a correct cross-reference table. */
function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    add(Buffer.from(`${index + 1} 0 obj\n`, 'latin1'));
    add(typeof object === 'string' ? Buffer.from(object, 'latin1') : object);
    add(Buffer.from('\nendobj\n', 'latin1'));
  });
  const xref = length;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  tail += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  add(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

const CATALOGUE_AND_PAGES = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
];
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
const page = (resources: string) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> ${resources} >> >>`;

/**
 * A real one-page PDF whose text is `lines` (Helvetica, one line each), for tests that upload resumes.
 * Only printable ASCII is written.
 */
export function pdfWithText(lines: string[]): Buffer {
  const escape = (line: string) => line.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const content = `BT /F1 11 Tf 14 TL 72 740 Td ${lines.map((line) => `(${escape(line)}) '`).join(' ')} ET`;
  return pdfOf([...CATALOGUE_AND_PAGES, page(''), stream('', Buffer.from(content, 'latin1')), FONT]);
}

/** One page whose compressed content stream inflates to `megabytes` MB of drawing operators. */
export function pdfInflatingTo(megabytes: number): Buffer {
  const content = Buffer.alloc(megabytes * 1024 * 1024, '0 0 m 1 1 l S\n', 'latin1');
  return pdfOf([
    ...CATALOGUE_AND_PAGES,
    page(''),
    stream('/Filter /FlateDecode', deflateSync(content)),
    FONT,
  ]);
}

/**
 * A page that draws a form that draws the one below it `fanOut` times, `depth` forms deep: a few kilobytes
 * that ask for fanOut^depth pieces of text.
 */
export function pdfOfNestedForms(depth = 6, fanOut = 40): Buffer {
  const first = 6;
  const forms = Array.from({ length: depth }, (_, level) => {
    const content =
      level === 0
        ? 'BT /F1 11 Tf 72 740 Td (Python) Tj ET'
        : Array.from({ length: fanOut }, () => `/X${level - 1} Do`).join(' ');
    const resources =
      level === 0
        ? '<< /Font << /F1 5 0 R >> >>'
        : `<< /XObject << /X${level - 1} ${first + level - 1} 0 R >> >>`;
    return stream(
      `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources ${resources}`,
      Buffer.from(content, 'latin1'),
    );
  });
  const top = `/X${depth - 1}`;
  return pdfOf([
    ...CATALOGUE_AND_PAGES,
    page(`/XObject << ${top} ${first + depth - 1} 0 R >>`),
    stream('', Buffer.from(`${top} Do`, 'latin1')),
    FONT,
    ...forms,
  ]);
}

/** How a bomb's compressed stream names its filter: each a spelling pdf.js inflates all the same. */
export type FilterSpelling = 'FlateDecode' | 'Fl' | 'indirect' | 'padded' | 'image decoy' | 'hex then flate';

/**
 * One page whose content stream inflates from `compressed` (deflated bytes), its filter spelt `spelling`.
 * Build `compressed` once with `deflatedSpaces` and reuse it: a gigabyte takes seconds to deflate.
 */
export function pdfInflatingWith(compressed: Buffer, spelling: FilterSpelling): Buffer {
  const padding = ' '.repeat(2048);
  const [dictionary, data] = {
    FlateDecode: ['/Filter /FlateDecode', compressed],
    Fl: ['/Filter /Fl', compressed],
    indirect: ['/Filter 6 0 R', compressed],
    padded: [`/Filter /FlateDecode ${padding}`, compressed],
    'image decoy': ['/Note /Image /Filter /FlateDecode', compressed],
    'hex then flate': [
      '/Filter [/ASCIIHexDecode /FlateDecode]',
      Buffer.from(`${compressed.toString('hex')}>`, 'latin1'),
    ],
  }[spelling] as [string, Buffer];
  return pdfOf([...CATALOGUE_AND_PAGES, page(''), stream(dictionary, data), FONT, '/FlateDecode']);
}

/** `megabytes` MB of spaces, deflated a megabyte at a time, so the test never holds them all. */
export async function deflatedSpaces(megabytes: number): Promise<Buffer> {
  const megabyte = Buffer.alloc(1024 * 1024, ' ');
  const chunks: Buffer[] = [];
  const deflate = createDeflate();
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let index = 0; index < megabytes; index++) {
    if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}
