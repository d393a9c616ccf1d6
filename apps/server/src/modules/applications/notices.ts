import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { users } from '@skillmatch/db/schema/auth';
import { notifications } from '@skillmatch/db/schema/notifications';
import type { NewNotification, NotificationRow } from '../notifications/notifications';
import { hearsOfJob } from '../../access/back-office';

/** Where the back office shows one application. */
export const pipelineLink = (applicationId: string) => `/admin/applications?application=${applicationId}`;

/** Notifications in person order: each row locks its person until commit, so every insert takes them in one order. */
export const byPerson = (a: { userId: string }, b: { userId: string }) =>
  a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;

/**
 * Stores notifications in the caller's transaction; they are published once it has committed. In person
 * order: each row locks its person until commit (migration 0017), and one order everywhere cannot deadlock.
 */
export async function storeNotices(db: Database, notices: NewNotification[]): Promise<NotificationRow[]> {
  const ordered = notices.toSorted(byPerson);
  return ordered.length === 0 ? [] : db.insert(notifications).values(ordered).returning();
}

/**
 * The same notice for everyone told of the job's applicants (`hearsOfJob`): its company's owners and
 * recruiters, or the operator for a company without them or a job that is gone.
 */
export async function noticesForRecruiters(
  db: Database,
  jobId: string | null,
  notice: Omit<NewNotification, 'userId'>,
): Promise<NewNotification[]> {
  const recruiters = await db.select({ id: users.id }).from(users).where(hearsOfJob(jobId));
  return recruiters.map((recruiter) => ({ ...notice, userId: recruiter.id }));
}

/** The same notice for every operator (administrators not banned): a job waiting for their review. */
export async function noticesForAdmins(
  db: Database,
  notice: Omit<NewNotification, 'userId'>,
): Promise<NewNotification[]> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), or(isNull(users.banned), eq(users.banned, false))));
  return admins.map((admin) => ({ ...notice, userId: admin.id }));
}
