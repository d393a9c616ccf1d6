import { z } from 'zod';
import { sendAlertConfirmation } from '../../modules/saved-searches/guest-alerts';
import { defineTask, rowId } from '../define-task';
import { awaitedEmail } from '../tasks';

const payload = z.object({ savedSearchId: rowId });

declare module '../tasks' {
  interface TaskPayloads {
    'job-alert-confirmation': z.infer<typeof payload>;
  }
}

/** Email a visitor the link that confirms their job alert (double opt-in). */
export const jobAlertConfirmation = defineTask({
  name: 'job-alert-confirmation',
  payload,
  retry: awaitedEmail,
  handle: sendAlertConfirmation,
});
