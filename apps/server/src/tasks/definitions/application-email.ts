import { z } from 'zod';
import { sendApplicationEmail } from '../../modules/applications/application-email';
import { defineTask, rowId } from '../define-task';
import { awaitedEmail } from '../tasks';

const payload = z.object({ applicationId: rowId, notificationIds: z.array(rowId) });

declare module '../tasks' {
  interface TaskPayloads {
    'application-email': z.infer<typeof payload>;
  }
}

/** Email a seeker what a move's notifications tell them (status changes, next steps): one per move. */
export const applicationEmail = defineTask({
  name: 'application-email',
  payload,
  retry: awaitedEmail,
  handle: sendApplicationEmail,
});
