import type { Database } from '@skillmatch/db/client';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { jobs, type NewJobRow } from '@skillmatch/db/schema/jobs';
import type { CreateJob, Job } from '@skillmatch/shared/schemas/jobs';
import type { TaskSender } from '../../tasks/task-queue';
import { recordActivity, type Activity, type Actor } from '../admin/activity';
import { presentWrittenJob, writtenJobColumns } from './present-job';

/** "Grace Admin closed Data Engineer at Acme"; jobs made without a person (tests, scripts) by Someone. */
export const jobActivity = (
  kind: Activity['kind'],
  actor: Actor | null,
  verb: string,
  job: { id: string; title: string; company: string; companyId?: string | null },
  link: string | null = `/jobs/${job.id}`,
): Activity => ({
  kind,
  actor,
  summary: `${actor?.name ?? 'Someone'} ${verb} ${job.title} at ${job.company}`,
  link,
  // The company's team sees its jobs' activity.
  companyId: job.companyId ?? null,
});

/**
 * A job's stored values: the form's fields, its company (by id, or by name: the company of that name,
 * made when there is none) and, for jobs a person posts, where it stands in review and who posted it.
 */
export type JobValues = Omit<CreateJob, 'draft' | 'companyId' | 'company'> & {
  company?: string | undefined;
  companyId?: string | undefined;
} & Partial<Pick<NewJobRow, 'review' | 'postedBy' | 'submittedAt'>>;

/**
 * Seekers the job fits strongly are told in a task sent with the change (`tasks`; null for jobs written
 * by scripts and test factories, which tell no one).
 */
export async function createJob(
  db: Database,
  tasks: TaskSender | null,
  input: JobValues,
  actor: Actor | null,
): Promise<Job> {
  return db.transaction(async (tx) => presentWrittenJob(tx, (await insertJob(tx, tasks, input, actor)).id));
}

/**
 * `createJob` in the caller's transaction, answering the stored row (present it with `presentWrittenJob`:
 * a `returning` list does not see a company the trigger made).
 */
export async function insertJob(
  tx: Database,
  tasks: TaskSender | null,
  input: JobValues,
  actor: Actor | null,
) {
  const { skills, company, ...rest } = input;
  // With a company id the trigger of migration 0024 writes the company's name over the text.
  const [row] = await tx
    .insert(jobs)
    .values({ ...rest, company: company ?? '', ...jobSkillColumns(skills) })
    .returning(writtenJobColumns);
  if (!row) throw new Error('insert returned no row');
  const verb = row.review === 'draft' ? 'drafted' : 'posted';
  await recordActivity(tx, jobActivity('job.created', actor, verb, row));
  if (tasks && row.status === 'active' && row.review === 'published') {
    await tasks.send(tx, 'strong-matches', { jobId: row.id });
    await tasks.send(tx, 'job-alerts', { jobId: row.id });
  }
  return row;
}
