import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applications, type ApplicationEvent } from '@skillmatch/db/schema/applications';
import { users } from '@skillmatch/db/schema/auth';
import { jobs } from '@skillmatch/db/schema/jobs';
import { notifications } from '@skillmatch/db/schema/notifications';
import {
  APPLY_MESSAGES,
  type Application,
  type ApplicationUpdate,
} from '@skillmatch/shared/schemas/applications';
import type { ApplicationStats } from '@skillmatch/shared/schemas/user';
import { conflict, notFound } from '../../errors';
import type { NewNotification, NotificationRow } from '../notifications/notifications';

export type ApplicationRow = typeof applications.$inferSelect;

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
    skillsRequired: row.skills,
    motivation: row.motivation,
    status: row.status,
    appliedDate: row.createdAt.toISOString(),
    nextStep: row.nextStep,
    nextStepDate: row.nextStepDate,
    feedback: row.feedback,
    timeline: row.timeline.map(({ stage, at, note }) => ({ stage, date: at, ...(note ? { note } : {}) })),
  };
}

const event = (stage: string, note?: string): ApplicationEvent => ({
  stage,
  at: new Date().toISOString(),
  ...(note ? { note } : {}),
});

/**
 * Sends an application: the job's facts are copied from the job, the status is Applied with its
 * timeline entry. One per seeker and job, by the unique constraint, also when two tries race.
 */
export async function apply(
  db: Database,
  userId: string,
  jobId: string,
  motivation: string,
): Promise<ApplicationRow> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound('Job');
  if (job.status !== 'active') throw conflict(APPLY_MESSAGES.closed);
  const [row] = await db
    .insert(applications)
    .values({
      userId,
      jobId,
      motivation,
      status: 'Applied',
      timeline: [event('Applied')],
      jobTitle: job.title,
      company: job.company,
      location: job.location,
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      currency: job.currency,
      jobType: job.type,
      remote: job.remote,
      skills: job.skills,
    })
    .onConflictDoNothing({ target: [applications.userId, applications.jobId] })
    .returning();
  if (!row) throw conflict(APPLY_MESSAGES.already);
  return row;
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

/** A change and the notifications it stored in its transaction, to publish once committed. */
interface Changed {
  row: ApplicationRow;
  notices: NotificationRow[];
}

async function storeNotices(db: Database, notices: NewNotification[]): Promise<NotificationRow[]> {
  return notices.length === 0 ? [] : db.insert(notifications).values(notices).returning();
}

/** The applicant withdraws: a 'Withdrawn' entry; every administrator is told. */
export async function withdraw(db: Database, userId: string, id: string): Promise<Changed> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)))
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
    const [applicant] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    const notices = await storeNotices(
      tx,
      admins.map((admin): NewNotification => ({
        userId: admin.id,
        kind: 'withdrawn',
        title: 'Application withdrawn',
        body: `${applicant?.name ?? 'An applicant'} withdrew from ${current.jobTitle} at ${current.company}.`,
        link: current.jobId ? `/jobs/${current.jobId}` : '/dashboard',
      })),
    );
    return { row: row!, notices };
  });
}

/**
 * A recruiter moves an application (a timeline entry per change of status or next step) and the
 * applicant is told of each, in the app and by email.
 */
export async function updateByRecruiter(
  db: Database,
  id: string,
  change: ApplicationUpdate,
): Promise<Changed> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!current) throw notFound('Application');
    if (current.status === 'Withdrawn') throw conflict('The applicant withdrew this application.');
    const timeline = [...current.timeline];
    const notices: NewNotification[] = [];
    const where = `${current.jobTitle} at ${current.company}`;
    const statusChanged = change.status !== undefined && change.status !== current.status;
    if (statusChanged) {
      timeline.push(event(change.status!, change.note));
      notices.push({
        userId: current.userId ?? '',
        kind: 'status',
        title: `Application update: ${change.status}`,
        body: `Your application for ${where} is now ${change.status}.`,
        link: '/applications',
      });
    }
    const nextStep = change.nextStep === undefined ? current.nextStep : change.nextStep || null;
    const nextStepDate = change.nextStepDate === undefined ? current.nextStepDate : change.nextStepDate;
    if (nextStep && (nextStep !== current.nextStep || nextStepDate !== current.nextStepDate)) {
      timeline.push(event(`Next step: ${nextStep}`, nextStepDate ? `on ${nextStepDate}` : undefined));
      notices.push({
        userId: current.userId ?? '',
        kind: 'next-step',
        title: `Next step: ${nextStep}`,
        body: `Your application for ${where} has a next step: ${nextStep}${nextStepDate ? ` on ${nextStepDate}` : ''}.`,
        link: '/applications',
      });
    }
    const [row] = await tx
      .update(applications)
      .set({
        status: change.status ?? current.status,
        nextStep,
        nextStepDate: nextStep ? nextStepDate : null,
        feedback: change.feedback === undefined ? current.feedback : change.feedback || null,
        timeline,
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id))
      .returning();
    // An anonymised application (its applicant deleted the account) tells no one.
    return { row: row!, notices: current.userId ? await storeNotices(tx, notices) : [] };
  });
}
