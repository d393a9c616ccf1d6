import { execFile as execFileCallback, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes';

const execFile = promisify(execFileCallback);

/**
 * A PostgreSQL cluster of the test's own (initdb in a scratch folder, its own port), which the test may
 * stop and start; never the machine's shared server. PostgreSQL will not run as root: as root, the
 * `postgres` user runs it.
 */
export async function throwawayPostgres() {
  const bin = execFileSync('pg_config', ['--bindir']).toString().trim();
  const folder = mkdtempSync(path.join(tmpdir(), 'skillmatch-cluster-'));
  const data = path.join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(folder, uid, gid);
  }
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFile('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : execFile(path.join(bin, program), args);
  const port = await freePort();
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-w', ...args]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-l', path.join(folder, 'log'), '-o', options, 'start'),
    /** A fast shutdown: open connections are cut, as in a crash or failover. */
    stop: () => pgCtl('-m', 'fast', 'stop'),
    remove: async () => {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
