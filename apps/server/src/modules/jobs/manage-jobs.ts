import type { Database } from '@skillmatch/db/client';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { CreateJob, Job } from '@skillmatch/shared/schemas/jobs';
import type { TaskSender } from '../../tasks/task-queue';
import { recordActivity, type Activity, type Actor } from '../admin/activity';
import { presentedJobColumns, presentJob } from './present-job';

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
