import { z } from 'zod';
import { sendScheduledCandidateEmail } from '../../modules/email-templates/candidate-email-sending';
import { defineTask, rowId } from '../define-task';
import { retried } from '../tasks';

const payload = z.object({ emailId: rowId });

declare module '../tasks' {
  interface TaskPayloads {
    'candidate-email': z.infer<typeof payload>;
  }
}

/** Send one email a hiring team wrote to a candidate, when its time has come (sent with `startAfter`). */
export const candidateEmail = defineTask({
  name: 'candidate-email',
  payload,
  retry: retried,
  handle: sendScheduledCandidateEmail,
});
