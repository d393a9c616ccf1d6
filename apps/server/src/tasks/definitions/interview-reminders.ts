import type { z } from 'zod';
import { sendInterviewReminders } from '../../modules/interviews/interview-emails';
import { defineTask, nothing } from '../define-task';
import { retried } from '../tasks';

declare module '../tasks' {
  interface TaskPayloads {
    'interview-reminders': z.infer<typeof nothing>;
  }
}

/** Remind the candidate and interviewers of the interviews starting within 24 hours (once each). */
export const interviewReminders = defineTask({
  name: 'interview-reminders',
  payload: nothing,
  retry: retried,
  cron: '*/5 * * * *',
  async handle(app) {
    const reminded = await sendInterviewReminders(app);
    if (reminded > 0) app.log.info(`Sent reminders of ${reminded} interviews.`);
  },
});
