import type { z } from 'zod';
import { sendNewApplicantSummaries } from '../../modules/applications/applicant-emails';
import { defineTask, nothing } from '../define-task';
import { retried } from '../tasks';

declare module '../tasks' {
  interface TaskPayloads {
    'new-applicant-summary': z.infer<typeof nothing>;
  }
}

/** The daily summary of new applicants, to each recruiter who chose it (once across all processes). */
export const newApplicantSummary = defineTask({
  name: 'new-applicant-summary',
  payload: nothing,
  retry: retried,
  cron: '0 7 * * *',
  async handle(app) {
    const sent = await sendNewApplicantSummaries(app);
    if (sent > 0) app.log.info(`Sent ${sent} daily summaries of new applicants.`);
  },
});
