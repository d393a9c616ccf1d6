import { z } from 'zod';
import { sendJobReviewEmail } from '../../modules/jobs/review-notifications';
import { defineTask, rowId } from '../define-task';
import { retried } from '../tasks';

const payload = z.object({ notificationId: rowId });

declare module '../tasks' {
  interface TaskPayloads {
    'job-review-email': z.infer<typeof payload>;
  }
}

/** Email one person of a job's hiring team what the operator decided on it (the bell notification's words). */
export const jobReviewEmail = defineTask({
  name: 'job-review-email',
  payload,
  retry: retried,
  handle: sendJobReviewEmail,
});
