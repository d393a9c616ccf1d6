import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tempDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'skillmatch-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('runs with no settings at all: port 3000, the embedded database in DATA_DIR', () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ dataDir });
    expect(config.logLevel).toBe('info');
  });

  it('makes the embedded secret once and keeps it across starts', () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db.internal:5432/skillmatch',
      AUTH_SECRET: 'x'.repeat(40),
      DATABASE_POOL_SIZE: '20',
    });
    expect(config.database).toEqual({
      databaseUrl: 'postgres://app@db.internal:5432/skillmatch',
      poolSize: 20,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc").'],
    [
      { PORT: '70000' },
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "70000").',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    ],
    [
      { PUBLIC_URL: 'jobs.example.com' },
      'Invalid configuration: PUBLIC_URL must be an http(s) URL such as https://jobs.example.com (got "jobs.example.com").',
    ],
    [{ AUTH_SECRET: 'short' }, 'Invalid configuration: AUTH_SECRET must be at least 32 characters long.'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDataDir(), ...env })).toThrow(new ConfigError(message));
  });

  it('never echoes a database URL, which may hold a password', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x', AUTH_SECRET: 'x'.repeat(40) }),
    ).toThrow(
      'Invalid configuration: DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/skillmatch.',
    );
  });

  it('asks for a shared AUTH_SECRET when several processes may share PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@db/skillmatch' })).toThrow(
      'Invalid configuration: AUTH_SECRET must be set when DATABASE_URL is set, so that every app process signs sessions with the same secret.',
    );
  });
});
