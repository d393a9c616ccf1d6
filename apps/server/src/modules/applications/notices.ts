import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
import { notifications } from '@skillmatch/db/schema/notifications';
import type { NewNotification, NotificationRow } from '../notifications/notifications';

/** Where the back office shows one application. */
export const pipelineLink = (applicationId: string) => `/admin/applications?application=${applicationId}`;

/** Stores notifications in the caller's transaction; they are published once it has committed. */
export async function storeNotices(db: Database, notices: NewNotification[]): Promise<NotificationRow[]> {
  return notices.length === 0 ? [] : db.insert(notifications).values(notices).returning();
}

/** The same notice for every administrator. */
export async function noticesForAdmins(
  db: Database,
  notice: Omit<NewNotification, 'userId'>,
): Promise<NewNotification[]> {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  return admins.map((admin) => ({ ...notice, userId: admin.id }));
}
