import { eq } from 'drizzle-orm';
import { users } from '@skillmatch/db/schema/auth';
import { notifications } from '@skillmatch/db/schema/notifications';
import type { App, UseCaseDeps } from '../../app-types';
import { applicationUpdateEmail } from '../../mail/templates';
import type { TaskData } from '../../tasks/tasks';
import type { NotificationRow } from '../notifications/notifications';

/**
 * Live delivery of committed notifications. Status and next-step ones were also given an email task in
 * their transaction (`move-applications.ts`): this process's worker is woken to send them now.
 */
export async function deliverNotices(
  { notifications, tasks }: Pick<UseCaseDeps, 'notifications' | 'tasks'>,
  notices: NotificationRow[],
): Promise<void> {
  await notifications.publish(notices);
  if (notices.some((notice) => notice.kind === 'status' || notice.kind === 'next-step'))
    tasks.wake('application-email');
}

/**
 * The 'application-email' task: a copy of what the notification says, to its person's address. A
 * notification deleted since (its person deleted the account) sends nothing. Run twice, it sends twice:
 * email cannot be taken back, and a second copy is better than none.
 */
export async function sendApplicationEmail(
  app: App,
  { notificationId }: TaskData<'application-email'>,
): Promise<void> {
  const [row] = await app.db
    .select({ notice: notifications, email: users.email, name: users.name })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!row) return;
  const { siteName } = await app.siteSettings.current();
  const url = `${app.config.publicUrl}${row.notice.link}`;
  await app.mailer.send(applicationUpdateEmail(row.email, row.name, row.notice, url, siteName));
}
