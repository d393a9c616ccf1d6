import { z } from 'zod';
import { sendContactReplyEmail } from '../../modules/contact/contact-emails';
import { defineTask, rowId } from '../define-task';
import { awaitedEmail } from '../tasks';

const payload = z.object({ replyId: rowId });

declare module '../tasks' {
  interface TaskPayloads {
    'contact-reply-email': z.infer<typeof payload>;
  }
}

/** Email the sender of a contact message an administrator's reply. */
export const contactReplyEmail = defineTask({
  name: 'contact-reply-email',
  payload,
  retry: awaitedEmail,
  handle: sendContactReplyEmail,
});
