import { readFileSync } from 'node:fs';

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** A CSV file's rows as records by the header's names; a row with more or fewer fields is left out. */
export function readCsvRecords(file: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  return rows
    .filter((row) => row.length === header!.length)
    .map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

/** A tab-separated file's rows (O*NET's), without its header line; its Windows line ends are read too. */
export function readTsv(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => line.replace(/\r$/, '').split('\t'));
}
