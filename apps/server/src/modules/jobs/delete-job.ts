import { and, eq } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import { notifications } from '@skillmatch/db/schema/notifications';
import { isJobId, type DeleteJobResponse } from '@skillmatch/shared/schemas/jobs';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { recordActivity, type Actor } from '../admin/activity';
import { jobActivity } from './manage-jobs';

/** An administrator deletes a job; its match notifications go with it. */
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
