import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexPageFiles } from '../../web/vite/index-pages';
import { readWebAppBuild } from '../src/plugins/web-app';
import { createTestApp } from './test-app';

/** The web app's own index.html, as it is written and formatted (the build keeps its head as it is). */
export const WEB_INDEX_HTML = readFileSync(
  fileURLToPath(new URL('../../web/index.html', import.meta.url)),
  'utf8',
);

/**
 * Writes into `dir` the files `npm run build` makes of the web app's index.html, from `builtHtml` as Vite
 * writes it (any stylesheet it links must be in `dir` already).
 */
export function writeIndexPageFiles(dir: string, builtHtml: string) {
  const files = indexPageFiles(builtHtml, (file) => readFileSync(path.join(dir, file), 'utf8'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
}

/**
 * A test app serving a web build made of the real index.html and one script, as search engines and
 * visitors get its pages; `close` also removes the build.
 */
export async function createTestAppWithWebBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'skillmatch-web-build-'));
  writeIndexPageFiles(dir, WEB_INDEX_HTML);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  const app = await createTestApp({ webApp: readWebAppBuild(dir)! });
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
