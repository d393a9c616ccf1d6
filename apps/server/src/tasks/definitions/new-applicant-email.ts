import { z } from 'zod';
import { sendNewApplicantEmails } from '../../modules/applications/applicant-emails';
import { defineTask, rowId } from '../define-task';
import { retried } from '../tasks';

const payload = z.object({ applicationId: rowId });

declare module '../tasks' {
  interface TaskPayloads {
    'new-applicant-email': z.infer<typeof payload>;
  }
}

/** Email each recruiter who chose so of a new applicant. */
export const newApplicantEmail = defineTask({
  name: 'new-applicant-email',
  payload,
  retry: retried,
  handle: sendNewApplicantEmails,
});
