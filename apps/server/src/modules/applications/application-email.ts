import { eq } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import type { App } from '../../app-types';
import { applicationUpdateEmail } from '../../mail/templates';
import type { TaskData } from '../../tasks/tasks';
import { notificationsWithPerson } from '../notifications/notifications-repository';

/**
 * The 'application-email' task: one email per move, a copy of what its notifications say, to the
 * applicant's address; a rejection carries the recruiter's feedback. Notifications deleted since (their
 * person deleted the account) send nothing. Run twice, it sends twice: email cannot be taken back, and a
 * second copy is better than none.
 */
export async function sendApplicationEmail(
  app: App,
  { applicationId, notificationIds }: TaskData<'application-email'>,
): Promise<void> {
  const rows = await notificationsWithPerson(app.db, notificationIds);
  // In the order they were written: the status first, then the next step.
  rows.sort(
    (a, b) => notificationIds.indexOf(a.notification.id) - notificationIds.indexOf(b.notification.id),
  );
  const [first] = rows;
  if (!first) return;
  const [application] = await app.db
    .select({ status: applications.status, feedback: applications.feedback })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const feedback = application?.status === 'Rejected' ? application.feedback : null;
  const { siteName } = await app.siteSettings.current();
  const url = `${app.config.publicUrl}${first.notification.link}`;
  const updates = rows.map((row) => row.notification);
  await app.mailer.send(applicationUpdateEmail(first.email, first.name, updates, feedback, url, siteName));
}
