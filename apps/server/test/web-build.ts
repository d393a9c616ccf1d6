import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { indexPageFiles } from '../../web/vite/index-pages';

/**
 * Writes into `dir` the files `npm run build` makes of the web app's index.html, from `builtHtml` as Vite
 * writes it (any stylesheet it links must be in `dir` already).
 */
export function writeIndexPageFiles(dir: string, builtHtml: string) {
  const files = indexPageFiles(builtHtml, (file) => readFileSync(path.join(dir, file), 'utf8'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
}
