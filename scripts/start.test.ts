import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsCurrent } from './start.mjs';

const BUILT = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/server.mjs',
];
const SOURCE = 'apps/server/src/app.ts';

let base: string;

/** A file at `relative` under the scratch tree, last changed `secondsAgo` seconds ago. */
function file(relative: string, secondsAgo: number) {
  const full = path.join(base, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, at, at);
}

function tree() {
  base = mkdtempSync(path.join(tmpdir(), 'skillmatch-start-'));
  for (const folder of ['apps/web', 'packages']) mkdirSync(path.join(base, folder), { recursive: true });
  file('package-lock.json', 600);
}

afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('npm start builds only when it must', () => {
  it('builds when a build output is missing', () => {
    tree();
    file(SOURCE, 300);
    for (const output of BUILT.slice(1)) file(output, 60);
    expect(buildIsCurrent(base)).toBe(false);
  });

  it('starts the build as it is when every source is older than it', () => {
    tree();
    file(SOURCE, 300);
    for (const output of BUILT) file(output, 60);
    // Tests and earlier builds are not sources.
    file('apps/server/src/app.test.ts', 10);
    file('apps/web/node_modules/x/index.js', 10);
    expect(buildIsCurrent(base)).toBe(true);
  });

  it('builds again after a source changed', () => {
    tree();
    for (const output of BUILT) file(output, 60);
    file(SOURCE, 10);
    expect(buildIsCurrent(base)).toBe(false);
  });
});
