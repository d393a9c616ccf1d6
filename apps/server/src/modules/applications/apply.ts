import { eq, sql } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import { APPLY_MESSAGES, type Application } from '@skillmatch/shared/schemas/applications';
import type { UseCaseDeps } from '../../app-types';
import { conflict, notFound } from '../../errors';
import { recordActivity, type Actor } from '../admin/activity';
import { jobToApplyFor } from '../jobs/jobs-repository';
import { event, presentApplication } from './applications';
import { notificationsForRecruiters, pipelineLink } from './notification-recipients';

/**
 * Sends an application: the job's facts are copied from the job, the status is Applied with its
 * timeline entry. One per seeker and job, by the unique constraint, also when two tries race; after
 * withdrawing, the seeker may apply again, and the same application starts over (new motivation and
 * date, the earlier timeline kept). The administrators are told, and the activity recorded, in the same
 * transaction; they hear of it at once. The applicant's receipt and the recruiters' emails are tasks
 * sent with it.
 */
export async function apply(
  deps: Pick<UseCaseDeps, 'db' | 'notifications' | 'tasks'>,
  { applicant, jobId, motivation }: { applicant: Actor; jobId: string; motivation: string },
): Promise<Application> {
  const row = await deps.db.transaction(async (tx) => {
    // A job the public may not see takes no application: for the applicant it does not exist.
    const found = await jobToApplyFor(tx, jobId);
    if (!found) throw notFound('Job');
    const { job } = found;
    // Past its closing date a job takes no application, even before the schedule has closed it.
    if (job.status !== 'active' || found.pastClosingDate) throw conflict(APPLY_MESSAGES.closed);
    const applied = event('Applied');
    const fromJob = {
      motivation,
      status: 'Applied',
      jobTitle: job.title,
      company: job.company,
      location: job.location,
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      currency: job.currency,
      jobType: job.type,
      remote: job.remote,
      skills: job.skills,
    };
    const [row] = await tx
      .insert(applications)
      .values({ userId: applicant.id, jobId, timeline: [applied], ...fromJob })
      .onConflictDoUpdate({
        target: [applications.userId, applications.jobId],
        set: {
          ...fromJob,
          timeline: sql`${applications.timeline} || ${JSON.stringify([applied])}::jsonb`,
          nextStep: null,
          nextStepDate: null,
          feedback: null,
          firstResponseAt: null,
          createdAt: sql`now()`,
          updatedAt: sql`now()`,
        },
        setWhere: eq(applications.status, 'Withdrawn'),
      })
      .returning();
    if (!row) throw conflict(APPLY_MESSAGES.already);
    const where = `${job.title} at ${job.company}`;
    const link = pipelineLink(row.id);
    await recordActivity(tx, {
      kind: 'application.created',
      actor: applicant,
      summary: `${applicant.name} applied to ${where}`,
      link,
      companyId: job.companyId,
    });
    await deps.notifications.store(
      tx,
      await notificationsForRecruiters(tx, job.id, {
        kind: 'application',
        title: 'New application',
        body: `${applicant.name} applied to ${where}.`,
        link,
      }),
    );
    // The applicant's receipt, and the recruiters who want an email for each applicant.
    await deps.tasks.send(tx, 'application-received-email', { applicationId: row.id });
    await deps.tasks.send(tx, 'new-applicant-email', { applicationId: row.id });
    return row;
  });
  return presentApplication(row);
}
