import type { z } from 'zod';
import { sendAlertDigests } from '../../modules/saved-searches/alert-digests';
import { defineTask, nothing } from '../define-task';
import { retried } from '../tasks';

declare module '../tasks' {
  interface TaskPayloads {
    'job-alert-digests': z.infer<typeof nothing>;
  }
}

/** Send the daily and weekly job alert digests whose 08:00 has come (every quarter of an hour). */
export const jobAlertDigests = defineTask({
  name: 'job-alert-digests',
  payload: nothing,
  retry: retried,
  cron: '*/15 * * * *',
  async handle(app) {
    const sent = await sendAlertDigests(app);
    if (sent > 0) app.log.info(`Sent ${sent} job alert digests.`);
  },
});
