import { and, eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { jobs } from '@skillmatch/db/schema/jobs';
import { notifications } from '@skillmatch/db/schema/notifications';
import {
  isJobId,
  type CreateJob,
  type DeleteJobResponse,
  type Job,
  type UpdateJob,
} from '@skillmatch/shared/schemas/jobs';
import { SALARY_ORDER_MESSAGE, salaryInOrder } from '@skillmatch/shared/schemas/salary';
import type { UseCaseDeps } from '../../app-types';
import { AppError, notFound } from '../../errors';
import type { TaskSender } from '../../tasks/task-queue';
import { recordActivity, type Activity, type Actor } from '../admin/activity';
import { presentedJobColumns, presentJob, viewerColumns } from './present-job';

/** One job, with whether the viewer (when signed in) saved it and applied to it. */
export async function getJob(
  { db }: Pick<UseCaseDeps, 'db'>,
  { id, viewerId }: { id: string; viewerId?: string | undefined },
): Promise<Job> {
  if (!isJobId(id)) throw notFound('Job');
  const [row] = await db
    .select({ ...presentedJobColumns, ...viewerColumns(viewerId) })
    .from(jobs)
    .where(eq(jobs.id, id));
  if (!row) throw notFound('Job');
  const { isSaved, isApplied, ...job } = row;
  return presentJob(job, { isSaved, isApplied });
}

/** "Grace Admin closed Data Engineer at Acme"; jobs made without a person (tests, scripts) by Someone. */
const jobActivity = (
  kind: Activity['kind'],
  actor: Actor | null,
  verb: string,
  job: { id: string; title: string; company: string },
  link: string | null = `/jobs/${job.id}`,
): Activity => ({
  kind,
  actor,
  summary: `${actor?.name ?? 'Someone'} ${verb} ${job.title} at ${job.company}`,
  link,
});

/**
 * Seekers the job fits strongly are told in a task sent with the change (`tasks`; null for jobs written
 * by scripts and test factories, which tell no one).
 */
export async function createJob(
  db: Database,
  tasks: TaskSender | null,
  input: CreateJob,
  actor: Actor | null,
): Promise<Job> {
  const { skills, ...rest } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({ ...rest, ...jobSkillColumns(skills) })
      .returning(presentedJobColumns);
    if (!row) throw new Error('insert returned no row');
    await recordActivity(tx, jobActivity('job.created', actor, 'posted', row));
    if (tasks && row.status === 'active') await tasks.send(tx, 'strong-matches', { jobId: row.id });
    return presentJob(row);
  });
}

/** Closing (active → closed) and reopening (closed → active) are recorded as such, whatever else changed. */
function changeKind(from: string, to: string): [Activity['kind'], string] {
  if (from === 'active' && to === 'closed') return ['job.closed', 'closed'];
  if (from === 'closed' && to === 'active') return ['job.reopened', 'reopened'];
  return ['job.edited', 'edited'];
}

/**
 * A job that is active after the change (edited or reopened) has its strong matches told, as
 * `createJob`; a job closed by the change has its applicants told. Both in tasks sent with the change,
 * and this process's worker woken to do them now.
 */
export async function updateJob(
  { db, tasks }: Pick<UseCaseDeps, 'db' | 'tasks'>,
  { id, changes, actor }: { id: string; changes: UpdateJob; actor: Actor },
): Promise<Job> {
  if (!isJobId(id)) throw notFound('Job');
  const { skills, ...rest } = changes;
  const job = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!current) throw notFound('Job');
    const salaryMin = rest.salaryMin !== undefined ? rest.salaryMin : current.salaryMin;
    const salaryMax = rest.salaryMax !== undefined ? rest.salaryMax : current.salaryMax;
    if (!salaryInOrder(salaryMin, salaryMax)) {
      throw new AppError('VALIDATION', SALARY_ORDER_MESSAGE, { salaryMax: SALARY_ORDER_MESSAGE });
    }
    const [row] = await tx
      .update(jobs)
      .set({ ...rest, ...(skills ? jobSkillColumns(skills) : {}), updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning(presentedJobColumns);
    if (!row) throw notFound('Job');
    const [kind, verb] = changeKind(current.status, row.status);
    await recordActivity(tx, jobActivity(kind, actor, verb, row));
    if (row.status === 'active') await tasks.send(tx, 'strong-matches', { jobId: row.id });
    if (kind === 'job.closed') await tasks.send(tx, 'job-closed', { jobId: row.id });
    return presentJob(row);
  });
  tasks.wake(job.status === 'active' ? 'strong-matches' : 'job-closed');
  return job;
}

export async function deleteJob(
  { db }: Pick<UseCaseDeps, 'db'>,
  { id, actor }: { id: string; actor: Actor },
): Promise<DeleteJobResponse> {
  if (!isJobId(id)) throw notFound('Job');
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(jobs)
      .where(eq(jobs.id, id))
      .returning({ id: jobs.id, title: jobs.title, company: jobs.company });
    if (!deleted) throw notFound('Job');
    // Its "New job match" notifications would lead to a missing page.
    await tx
      .delete(notifications)
      .where(and(eq(notifications.kind, 'match'), eq(notifications.link, `/jobs/${deleted.id}`)));
    // The job is gone: the entry keeps its title and links nowhere.
    await recordActivity(tx, jobActivity('job.deleted', actor, 'deleted', deleted, null));
  });
  return { deleted: true, id };
}
