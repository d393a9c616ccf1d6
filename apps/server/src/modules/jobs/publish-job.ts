import type { CreateJob, Job } from '@skillmatch/shared/schemas/jobs';
import type { UseCaseDeps } from '../../app-types';
import type { Actor } from '../admin/activity';
import { createJob } from './manage-jobs';

/** An administrator publishes a job: its strong matches are told in a task, which this process starts now. */
export async function publishJob(
  deps: Pick<UseCaseDeps, 'db' | 'tasks'>,
  { job, actor }: { job: CreateJob; actor: Actor },
): Promise<Job> {
  const created = await createJob(deps.db, deps.tasks, job, actor);
  deps.tasks.wake('strong-matches');
  return created;
}
