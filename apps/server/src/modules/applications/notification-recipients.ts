import type { Database } from '@skillmatch/db/client';
import type { NewNotification } from '../notifications/notifications';
import { hearsOfJob } from '../../access/back-office';
import { enabledOperators, userIdsWhere } from '../user/users-repository';

/** Where the back office shows one application. */
export const pipelineLink = (applicationId: string) => `/admin/applications?application=${applicationId}`;

/**
 * The same notification for everyone told of the job's applicants (`hearsOfJob`): its company's owners and
 * recruiters, or the operator for a company without them or a job that is gone.
 */
export async function notificationsForRecruiters(
  db: Database,
  jobId: string | null,
  notification: Omit<NewNotification, 'userId'>,
): Promise<NewNotification[]> {
  const recruiters = await userIdsWhere(db, hearsOfJob(jobId));
  return recruiters.map((recruiter) => ({ ...notification, userId: recruiter.id }));
}

/** The same notification for every operator (administrators not banned): a job waiting for their review. */
export async function notificationsForOperators(
  db: Database,
  notification: Omit<NewNotification, 'userId'>,
): Promise<NewNotification[]> {
  const admins = await enabledOperators(db);
  return admins.map((admin) => ({ ...notification, userId: admin.id }));
}
