import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'units',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          // One migrated database, copied by each test file (see the file).
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file builds its own app over its own database, so files can share a worker's loaded
          // modules (the server, PGlite's compiled WebAssembly) instead of loading them again: half the time.
          isolate: false,
          // Each API test file opens its own database; a fresh PGlite takes a few seconds to start.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
