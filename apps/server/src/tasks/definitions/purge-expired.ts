import type { z } from 'zod';
import { purgeExpired } from '../../auth/purge-expired';
import { defineTask, nothing } from '../define-task';
import { retried } from '../tasks';

declare module '../tasks' {
  interface TaskPayloads {
    'purge-expired': z.infer<typeof nothing>;
  }
}

/** Delete expired sessions and verification tokens and spent rate-limit windows (hourly). */
export const purgeExpiredTask = defineTask({
  name: 'purge-expired',
  payload: nothing,
  retry: retried,
  cron: '17 * * * *',
  async handle(app) {
    const gone = await purgeExpired(app.db);
    app.log.info(gone, 'purged expired sessions, verification tokens and rate-limit windows');
  },
});
