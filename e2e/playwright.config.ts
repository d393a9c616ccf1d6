import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN } from './support/accounts';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const oidcPort = Number(process.env.OIDC_PORT ?? 3199);
// Every run starts the production build on an empty database, seeded as on a first start: the embedded
// one in the data directory, or in PostgreSQL when E2E_DATABASE_URL names an empty database (CI does:
// docs/decisions.md, "A fast CI"). The outbox is in the data directory either way; workers inherit the
// variable, so they all read the same outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'skillmatch-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const databaseUrl = process.env.E2E_DATABASE_URL;
const database: Record<string, string> = databaseUrl
  ? {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'skillmatch-e2e-session-secret-of-32-or-more-characters',
    }
  : {};

// Debian's headless-only Chromium when there (scripts/install-chromium.sh installs it), else its whole
// browser: the same engine without the browser's own windows and services, and about a third less CPU
// for the same tests (docs/benchmarks.md, "the browser tests on the headless-only Chromium").
const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_CHROMIUM) ? HEADLESS_CHROMIUM : '/usr/bin/chromium');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Accessibility scans of several screens take a while on a shared 2-core machine.
  timeout: 60_000,
  // The browser tests share the two cores with the API tests (scripts/test.sh's two lanes): a screen's
  // lazily loaded code can take more than the default 5 s to arrive. Speed is measured in bench/, not here.
  expect: { timeout: 15_000 },
  // Three workers on CI's two cores: a run spends about 850 s of CPU (Chromium's processes counted) and
  // took 980 s on a quiet machine, so two workers kept less than half the machine busy; the tests wait
  // on pages, the server and their first paints at a slowed CPU (docs/decisions.md, "A fast CI").
  workers: 3,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test's trace keeps its DOM snapshots, network and console, but not a screencast of every
    // page: recording that for every test, kept or not, was about 30% of the browser tests' CPU
    // (docs/benchmarks.md); the failure screenshot below still shows the page as it ended.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: ['**/*.mobile.spec.ts', '**/*.last.spec.ts'],
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/*.mobile.spec.ts' },
    // Site-wide settings change what every other test sees: these run alone, after all of them.
    {
      name: 'site-wide',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: '**/*.last.spec.ts',
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: [
    {
      command: 'node support/oidc-provider.mjs',
      cwd: here,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(oidcPort) },
    },
    {
      command: 'node --max-semi-space-size=8 apps/server/dist/server.mjs',
      cwd: path.resolve(here, '..'),
      url: `http://localhost:${port}/api/ready`,
      reuseExistingServer: false,
      // A first start initialises, migrates and seeds the embedded database: slow on a busy 2-core machine.
      timeout: 180_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        ...database,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The browser tests sign many people in from one address; the API tests prove the real limit.
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // A test acting as many people gives each their own address (X-Forwarded-For), as a proxy would.
        TRUST_PROXY: '1',
        GOOGLE_CLIENT_ID: 'skillmatch-e2e',
        GOOGLE_CLIENT_SECRET: 'skillmatch-e2e-secret',
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      },
    },
  ],
});
