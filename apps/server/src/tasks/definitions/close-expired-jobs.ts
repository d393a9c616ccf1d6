import type { z } from 'zod';
import { closeExpiredJobs } from '../../modules/jobs/close-expired-jobs';
import { defineTask, nothing } from '../define-task';
import { retried } from '../tasks';

declare module '../tasks' {
  interface TaskPayloads {
    'close-expired-jobs': z.infer<typeof nothing>;
  }
}

/** Close the jobs whose closing date has passed (every ten minutes, once across all processes). */
export const closeExpiredJobsTask = defineTask({
  name: 'close-expired-jobs',
  payload: nothing,
  retry: retried,
  cron: '*/10 * * * *',
  async handle(app) {
    const closed = await closeExpiredJobs(app.db, app.tasks);
    if (closed > 0) app.log.info(`Closed ${closed} jobs past their closing date.`);
  },
});
