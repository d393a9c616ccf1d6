import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';

/**
 * The product's settings as its built server runs them, for a benchmark that builds the app in its own
 * process: production mode, no logs, a data folder of its own named after the benchmark.
 */
export const productionConfig = (name: string, port: number) =>
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `${name}-`)),
    AUTH_SECRET: `${name}-secret-that-is-long-enough-0123456789`,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: `http://localhost:${port}`,
  });
