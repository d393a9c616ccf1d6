import { z } from 'zod';
import { sendPasswordResetEmail } from '../../auth/password-reset-email';
import { defineTask } from '../define-task';
import { awaitedEmail } from '../tasks';

const payload = z.object({ to: z.string().min(1), name: z.string(), url: z.string().min(1) });

declare module '../tasks' {
  interface TaskPayloads {
    'password-reset-email': z.infer<typeof payload>;
  }
}

/** Email a password-reset link. */
export const passwordResetEmail = defineTask({
  name: 'password-reset-email',
  payload,
  retry: awaitedEmail,
  handle: sendPasswordResetEmail,
});
