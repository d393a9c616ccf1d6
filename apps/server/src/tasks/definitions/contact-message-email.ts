import { z } from 'zod';
import { sendContactMessageEmail } from '../../modules/contact/contact-emails';
import { defineTask, rowId } from '../define-task';
import { retried } from '../tasks';

const payload = z.object({ messageId: rowId });

declare module '../tasks' {
  interface TaskPayloads {
    'contact-message-email': z.infer<typeof payload>;
  }
}

/** Email the site operator a message sent through the Contact page. */
export const contactMessageEmail = defineTask({
  name: 'contact-message-email',
  payload,
  retry: retried,
  handle: sendContactMessageEmail,
});
