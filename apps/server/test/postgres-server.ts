import { inject } from 'vitest';

/**
 * Each worker of an API run on PostgreSQL keeps to a server of its own (global-setup.ts): what reads
 * TEST_DATABASE_URL in this worker — the test databases, the server processes a test starts — reads its.
 */
const servers = inject('postgresServers');
if (servers.length > 0) {
  process.env.TEST_DATABASE_URL = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
}
