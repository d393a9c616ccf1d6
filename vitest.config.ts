import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The API tests whose outcome can depend on which database runs them (docs/decisions.md, "A fast CI"):
 * what goes through the driver as raw SQL, concurrent transactions and locks, LISTEN/NOTIFY, the task
 * queue's own SQL, triggers and the change log, migrations and start-up work, stored files, the
 * database's refusals. With TEST_DATABASE_URL set the whole API suite runs on PostgreSQL and these run
 * once more on the embedded database (project `api-embedded`). A new test of such behaviour goes here.
 */
const DIFFERS_BY_DATABASE = [
  'apps/server/src/tasks/*.test.ts',
  'apps/server/src/modules/notifications/*.test.ts',
  'apps/server/src/search/change-log-projection.test.ts',
  'apps/server/src/search/index-snapshot.test.ts',
  'apps/server/src/search/search-index.test.ts',
  'apps/server/src/modules/jobs/jobs-search-counts.test.ts',
  'apps/server/src/modules/jobs/jobs-activity.test.ts',
  'apps/server/src/modules/jobs/job-visibility.test.ts',
  'apps/server/src/modules/matching/strong-matches*.test.ts',
  'apps/server/src/modules/saved-searches/job-alerts.test.ts',
  'apps/server/src/modules/saved-searches/job-alert-subscriptions.test.ts',
  'apps/server/src/modules/matching/renormalise-skills.test.ts',
  'apps/server/src/modules/admin/dashboard.test.ts',
  'apps/server/src/modules/admin/applicant-counts.test.ts',
  'apps/server/src/access/back-office.test.ts',
  'apps/server/src/modules/admin/companies.test.ts',
  'apps/server/src/modules/applications/applications.test.ts',
  'apps/server/src/modules/companies/hiring-team.test.ts',
  'apps/server/src/modules/companies/create-company.test.ts',
  'apps/server/src/modules/companies/team-invitations.test.ts',
  'apps/server/src/modules/user/account-data.test.ts',
  'apps/server/src/modules/resumes/resumes.test.ts',
  'apps/server/src/storage/file-store.test.ts',
  'apps/server/src/auth/session-lookup.test.ts',
  'apps/server/src/auth/admin-account.test.ts',
  'apps/server/src/modules/health/health.test.ts',
  'apps/server/src/security.test.ts',
  'apps/server/src/stored-input.test.ts',
  'apps/server/test/seed.test.ts',
  'apps/server/src/modules/interviews/*.test.ts',
];

const API_TEST = {
  environment: 'node',
  // One migrated database, copied by each test file (see the file).
  globalSetup: ['apps/server/test/global-setup.ts'],
  // The files of a worker share its loaded modules: loading the server's modules again for every file
  // was most of an API file's time (docs/decisions.md, "A fast CI"). Each file still gets its own app
  // and database.
  isolate: false,
  // Each API test file opens its own database; a fresh PGlite takes a few seconds to start.
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

/**
 * Vitest's default leaves a core to its main process: one worker on a 2-core CI machine, so the units,
 * web tests and embedded-database API tests used half of it (docs/decisions.md, "A fast CI"). Two
 * workers at least; the API tests on a shared PostgreSQL server keep to one (below).
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
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
          include: ['apps/server/src/**/*.test.ts'],
          ...API_TEST,
          // On PostgreSQL, each worker has a server of its own: the change-log projection reads below its
          // server's oldest open transaction, so a file running beside another on one server holds its
          // search index back (docs/decisions.md, "A fast CI"). Its own group, run after the others.
          ...(process.env.TEST_DATABASE_URL
            ? { setupFiles: ['apps/server/test/postgres-server.ts'], sequence: { groupOrder: 1 } }
            : {}),
        },
      },
      {
        test: {
          name: 'api-processes',
          include: ['apps/server/test/**/*.test.ts'],
          ...API_TEST,
          // The tests that start product processes (and clusters) of their own run one at a time, after
          // the other API tests: beside another file on two cores they missed their start-up deadlines.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          ...(process.env.TEST_DATABASE_URL ? { setupFiles: ['apps/server/test/postgres-server.ts'] } : {}),
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-embedded',
                include: DIFFERS_BY_DATABASE,
                env: { TEST_DATABASE_URL: '' },
                ...API_TEST,
              },
            },
          ]
        : []),
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
