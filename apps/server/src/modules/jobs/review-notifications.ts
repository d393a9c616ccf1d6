import type { Database } from '@skillmatch/db/client';
import type { JobReviewDecision } from '@skillmatch/shared/schemas/jobs';
import type { App, UseCaseDeps } from '../../app-types';
import { jobReviewEmail } from '../../mail/templates';
import type { TaskData } from '../../tasks/tasks';
import { membersWithRoles } from '../companies/hiring-team-repository';
import { notificationsForOperators } from '../applications/notification-recipients';
import { notificationsWithPerson } from '../notifications/notifications-repository';
import { enabledUserIds } from '../user/users-repository';
import { POSTING_ROLES } from './moderation';

interface ReviewedJob {
  id: string;
  title: string;
  company: string;
  companyId: string;
  postedBy: string | null;
}

/** Where the hiring team opens one of its jobs. */
export const backOfficeJobLink = (jobId: string) => `/admin/jobs/${jobId}/edit`;
/** Where the operator reviews a job. */
export const reviewLink = (jobId: string) => `/admin/review/${jobId}`;

function notificationOf(job: ReviewedJob, decision: JobReviewDecision, note: string | null) {
  const what = `${job.title} at ${job.company}`;
  if (decision === 'publish') {
    return { title: 'Job published', body: `${what} was approved and is now published.` };
  }
  if (decision === 'changes') {
    return {
      title: 'Changes requested',
      body: `${what} needs changes before it is published. The reviewer’s note: ${note ?? ''}\nEdit the job and submit it again.`,
    };
  }
  return { title: 'Job rejected', body: `${what} will not be published. The reviewer’s note: ${note ?? ''}` };
}

/**
 * Tells the job's poster and its company's owners and recruiters of the operator's decision: a bell
 * notification each, stored in the decision's transaction (so once, however many processes run) and
 * published once it commits, and an email each in a task sent with it. Disabled accounts are not told.
 */
export async function tellTeamOfReview(
  tx: Database,
  { tasks, notifications: centre }: Pick<UseCaseDeps, 'tasks' | 'notifications'>,
  job: ReviewedJob,
  decision: JobReviewDecision,
  note: string | null,
): Promise<void> {
  const team = await membersWithRoles(tx, job.companyId, POSTING_ROLES);
  const wanted = [...new Set([...(job.postedBy ? [job.postedBy] : []), ...team.map((row) => row.userId)])];
  if (wanted.length === 0) return;
  const enabled = await enabledUserIds(tx, wanted);
  const notification = {
    ...notificationOf(job, decision, note),
    kind: 'job-review' as const,
    link: backOfficeJobLink(job.id),
  };
  const stored = await centre.store(
    tx,
    enabled.map((person) => ({ ...notification, userId: person.id })),
  );
  for (const row of stored) await tasks.send(tx, 'job-review-email', { notificationId: row.id });
}

/** Tells the operators, in their bell, that a job waits for their review (published once it commits). */
export async function tellOperatorsOfWaitingJob(
  tx: Database,
  { notifications: centre }: Pick<UseCaseDeps, 'notifications'>,
  job: ReviewedJob,
): Promise<void> {
  await centre.store(
    tx,
    await notificationsForOperators(tx, {
      kind: 'job-review',
      title: 'A job waits for review',
      body: `${job.title} at ${job.company} waits for your review.`,
      link: reviewLink(job.id),
    }),
  );
}

/**
 * The 'job-review-email' task: the notification's person gets its words by email. One deleted since (its
 * person deleted the account) sends nothing; run twice, it sends twice, which beats none.
 */
export async function sendJobReviewEmail(
  app: App,
  { notificationId }: TaskData<'job-review-email'>,
): Promise<void> {
  const [row] = await notificationsWithPerson(app.db, [notificationId]);
  if (!row) return;
  const { siteName } = await app.siteSettings.current();
  const url = `${app.config.publicUrl}${row.notification.link}`;
  await app.mailer.send(jobReviewEmail(row.email, row.name, row.notification, url, siteName));
}
