import { z } from 'zod';
import { sendInterviewEmails } from '../../modules/interviews/interview-emails';
import { defineTask, rowId } from '../define-task';
import { retried } from '../tasks';

const payload = z.object({
  interviewId: rowId,
  sequence: z.number().int().min(0),
  uninvited: z.array(z.string()),
});

declare module '../tasks' {
  interface TaskPayloads {
    'interview-email': z.infer<typeof payload>;
  }
}

/**
 * Email an interview's invitation, update or cancellation (with its calendar file) to everyone on it:
 * up to eleven emails, longer than an awaited email's 30 seconds on a slow mail server. `uninvited`: the
 * addresses of interviewers taken off it by this change, sent a cancellation.
 */
export const interviewEmail = defineTask({
  name: 'interview-email',
  payload,
  retry: retried,
  handle: sendInterviewEmails,
});
