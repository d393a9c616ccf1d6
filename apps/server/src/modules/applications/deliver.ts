import { inArray } from 'drizzle-orm';
import { users } from '@skillmatch/db/schema/auth';
import type { App } from '../../app-types';
import { applicationUpdateEmail } from '../../mail/templates';
import type { NotificationRow } from '../notifications/notifications';

/** Live delivery of committed notifications; status and next-step ones are also emailed. */
export async function deliverNotices(app: App, notices: NotificationRow[]): Promise<void> {
  app.notifications.publish(notices);
  const emailed = notices.filter((notice) => notice.kind === 'status' || notice.kind === 'next-step');
  if (emailed.length === 0) return;
  const people = await app.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(emailed.map((notice) => notice.userId))]));
  const byId = new Map(people.map((person) => [person.id, person]));
  const { siteName } = await app.siteSettings.current();
  for (const notice of emailed) {
    const person = byId.get(notice.userId);
    if (!person) continue;
    const url = `${app.config.publicUrl}${notice.link}`;
    // Email is a copy of what the app shows: a failed send is logged, never undoes the change.
    await app.mailer
      .send(applicationUpdateEmail(person.email, person.name, notice, url, siteName))
      .catch((error: unknown) => app.log.error({ err: error }, 'application email failed'));
  }
}
