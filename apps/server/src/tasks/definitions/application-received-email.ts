import { z } from 'zod';
import { sendApplicationReceived } from '../../modules/applications/applicant-emails';
import { defineTask, rowId } from '../define-task';
import { awaitedEmail } from '../tasks';

const payload = z.object({ applicationId: rowId });

declare module '../tasks' {
  interface TaskPayloads {
    'application-received-email': z.infer<typeof payload>;
  }
}

/** Email an applicant that their application was received. */
export const applicationReceivedEmail = defineTask({
  name: 'application-received-email',
  payload,
  retry: awaitedEmail,
  handle: sendApplicationReceived,
});
