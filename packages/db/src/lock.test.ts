import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DatabaseLockedError } from './lock';

describe('the data directory lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skillmatch-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a second opener while the owner lives, naming its pid', () => {
    const dir = tempDir();
    // The parent of this test process is alive for the whole test.
    writeFileSync(path.join(dir, 'skillmatch.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `in use by another SkillMatch process (pid ${process.ppid})`,
    );
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dir, 'skillmatch.lock'), dead.stdout.toString());
    const release = acquireDataDirLock(dir);
    release();
    expect(existsSync(path.join(dir, 'skillmatch.lock'))).toBe(false);
  });

  it('is released for the next opener', () => {
    const dir = tempDir();
    acquireDataDirLock(dir)();
    const release = acquireDataDirLock(dir);
    expect(existsSync(path.join(dir, 'skillmatch.lock'))).toBe(true);
    release();
  });
});
