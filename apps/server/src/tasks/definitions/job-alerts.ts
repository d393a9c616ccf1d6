import { z } from 'zod';
import { sendJobAlerts } from '../../modules/saved-searches/alert-sending';
import { defineTask, rowId } from '../define-task';
import { retried } from '../tasks';

const payload = z.object({ jobId: rowId });

declare module '../tasks' {
  interface TaskPayloads {
    'job-alerts': z.infer<typeof payload>;
  }
}

/** Email the instant job alerts a published job matches; note it for the daily and weekly ones. */
export const jobAlerts = defineTask({
  name: 'job-alerts',
  payload,
  retry: retried,
  handle: sendJobAlerts,
});
