import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, type BenchResult } from './bench-kit';

const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/**
 * JavaScript a first visit to the landing page downloads, gzipped: the entry script, the chunks
 * index.html preloads, and the landing route's own lazy chunk.
 */
export function landingBundleSize(): BenchResult[] {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const landing = readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.startsWith('landing-page-') && file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const total = [...linked, ...landing].reduce((sum, file) => sum + gzipKb(path.join(dist, file)), 0);
  return [{ name: 'landing page JavaScript (gzip)', value: Math.round(total * 10) / 10, unit: 'kB' }];
}
