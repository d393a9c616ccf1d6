import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applications, type ApplicationEvent } from '@skillmatch/db/schema/applications';
import { jobs } from '@skillmatch/db/schema/jobs';
import { APPLY_MESSAGES, type Application } from '@skillmatch/shared/schemas/applications';
import type { ApplicationStats } from '@skillmatch/shared/schemas/user';
import { conflict, notFound } from '../../errors';
import { recordActivity, type Actor } from '../admin/activity';
import { pastClosingDate } from '../jobs/close-expired-jobs';
import { skillNames } from '../matching/skill-names';
import type { NotificationRow } from '../notifications/notifications';
import { noticesForAdmins, pipelineLink, storeNotices } from './notices';

export type ApplicationRow = typeof applications.$inferSelect;

/** A change and the notifications it stored in its transaction, to publish once committed. */
export interface Changed {
  row: ApplicationRow;
  notices: NotificationRow[];
}

export function presentApplication(row: ApplicationRow): Application {
  return {
    applicationId: row.id,
    jobId: row.jobId,
    job: row.jobTitle,
    company: row.company,
    companyLocation: row.location,
    salary: { min: row.salaryMin, max: row.salaryMax, currency: row.currency },
    jobType: row.jobType,
    remote: row.remote,
    skillsRequired: skillNames(row.skills),
    motivation: row.motivation,
    status: row.status,
    appliedDate: row.createdAt.toISOString(),
    nextStep: row.nextStep,
    nextStepDate: row.nextStepDate,
    feedback: row.feedback,
    timeline: row.timeline.map(({ stage, at, note }) => ({ stage, date: at, ...(note ? { note } : {}) })),
  };
}

export const event = (stage: string, note?: string): ApplicationEvent => ({
  stage,
  at: new Date().toISOString(),
  ...(note ? { note } : {}),
});

/**
 * Sends an application: the job's facts are copied from the job, the status is Applied with its
 * timeline entry. One per seeker and job, by the unique constraint, also when two tries race; after
 * withdrawing, the seeker may apply again, and the same application starts over (new motivation and
 * date, the earlier timeline kept). The administrators are told, and the activity recorded, in the same
 * transaction.
 */
export async function apply(
  db: Database,
  applicant: Actor,
  jobId: string,
  motivation: string,
): Promise<Changed> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ job: jobs, pastClosingDate: sql<boolean>`coalesce(${pastClosingDate}, false)` })
      .from(jobs)
      .where(eq(jobs.id, jobId));
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
    });
    const notices = await storeNotices(
      tx,
      await noticesForAdmins(tx, {
        kind: 'application',
        title: 'New application',
        body: `${applicant.name} applied to ${where}.`,
        link,
      }),
    );
    return { row, notices };
  });
}

/** How many applied for a job (withdrawn or not), and the viewer's own application. */
export async function applyingTo(db: Database, jobId: string, viewerId: string | undefined) {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.jobId, jobId));
  const [own] = viewerId
    ? await db
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, jobId), eq(applications.userId, viewerId)))
    : [];
  return { applicants: counted?.n ?? 0, application: own ? presentApplication(own) : null };
}

export async function applicationsOf(db: Database, userId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt));
}

/** The spec's applicationStats, counted from a person's applications (withdrawn ones are not counted). */
export function applicationStats(rows: readonly Pick<ApplicationRow, 'status'>[]): ApplicationStats {
  const of = (status: string) => rows.filter((row) => row.status === status).length;
  return {
    applied: of('Applied'),
    inProgress: of('In Progress'),
    interviews: of('Interview'),
    offers: of('Offer'),
    rejected: of('Rejected'),
  };
}

const FINISHED = ['Withdrawn', 'Rejected'];

/** The applicant withdraws: a 'Withdrawn' entry; every administrator is told. */
export async function withdraw(db: Database, applicant: Actor, id: string): Promise<Changed> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, applicant.id)))
      .for('update');
    if (!current) throw notFound('Application');
    if (FINISHED.includes(current.status))
      throw conflict(`This application is already ${current.status.toLowerCase()}.`);
    const [row] = await tx
      .update(applications)
      .set({
        status: 'Withdrawn',
        timeline: [...current.timeline, event('Withdrawn')],
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id))
      .returning();
    const where = `${current.jobTitle} at ${current.company}`;
    const link = pipelineLink(id);
    await recordActivity(tx, {
      kind: 'application.withdrawn',
      actor: applicant,
      summary: `${applicant.name} withdrew from ${where}`,
      link,
    });
    const notices = await storeNotices(
      tx,
      await noticesForAdmins(tx, {
        kind: 'withdrawn',
        title: 'Application withdrawn',
        body: `${applicant.name} withdrew from ${where}.`,
        link,
      }),
    );
    return { row: row!, notices };
  });
}
