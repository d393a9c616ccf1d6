import type { App } from '../app-types';
import { passwordResetEmail } from '../mail/templates';
import type { TaskData } from '../tasks/tasks';

/** The 'password-reset-email' task. Run twice, it sends the same link twice; either works. */
export async function sendPasswordResetEmail(
  app: App,
  { to, name, url }: TaskData<'password-reset-email'>,
): Promise<void> {
  const { siteName } = await app.siteSettings.current();
  await app.mailer.send(passwordResetEmail(to, name, url, siteName));
}
