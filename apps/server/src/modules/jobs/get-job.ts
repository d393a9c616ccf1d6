import { eq } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import { isJobId, type Job } from '@skillmatch/shared/schemas/jobs';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
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
