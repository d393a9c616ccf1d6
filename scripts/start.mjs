// `npm start`: builds the product only when the build is missing or older than its sources, then runs
// the built server in production mode. A restart without changes serves in seconds instead of rebuilding.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the build writes; the oldest of them is the build's age. */
const BUILT = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/server.mjs',
];
/** What the build reads. */
const SOURCES = ['apps/web', 'apps/server', 'packages', 'package-lock.json'];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', 'test', 'coverage']);

/** The newest modification time under `entry` (a file or a folder), skipping builds and tests. */
function newest(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(entry)) {
    if (SKIPPED.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    latest = Math.max(latest, newest(path.join(entry, name)));
  }
  return latest;
}

export function buildIsCurrent(base = root) {
  const built = BUILT.map((file) => path.join(base, file));
  if (!built.every((file) => existsSync(file))) return false;
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  const changedAt = Math.max(...SOURCES.map((source) => newest(path.join(base, source))));
  return changedAt < builtAt;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (buildIsCurrent()) {
    console.log('The build is current: starting it.');
  } else {
    console.log('Building SkillMatch (the build is missing or older than its sources)…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // The server runs in this process, so signals (Ctrl-C, a supervisor's SIGTERM) reach it directly.
  process.env.NODE_ENV = 'production';
  await import(pathToFileURL(path.join(root, 'apps/server/dist/server.mjs')).href);
}
