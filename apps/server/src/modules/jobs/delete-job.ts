import { eq } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import { isJobId, type DeleteJobResponse } from '@skillmatch/shared/schemas/jobs';
import type { UseCaseDeps } from '../../app-types';
import { jobAccess } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { notFound } from '../../errors';
import { recordActivity, type Actor } from '../admin/activity';
import { lockApplicationsToDetach } from '../applications/applications-repository';
import { closeOpenApplications } from '../applications/job-closed';
import { keepSavedJobDetails } from '../saved-jobs/saved-jobs-repository';
import { jobActivity } from './manage-jobs';

/**
 * Someone who may manage the job (`jobAccess`) deletes it; its strong-match notifications go with it
 * (their `job_id` key). Its open applications are closed
 * first, their applicants told (`closeOpenApplications`): nobody waits on a job that is gone. Saved copies
 * of it stay, with the job's last title, company and location, and read as removed by the employer.
 */
export async function deleteJob(
  deps: Pick<UseCaseDeps, 'db' | 'tasks' | 'notifications'>,
  { id, actor, scope }: { id: string; actor: Actor; scope: BackOfficeScope },
): Promise<DeleteJobResponse> {
  if (!isJobId(id)) throw notFound('Job');
  await deps.db.transaction(async (tx) => {
    const { companyId } = await jobAccess(tx, scope, id, 'manage');
    const [job] = await tx
      .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location })
      .from(jobs)
      .where(eq(jobs.id, id))
      .for('update');
    if (!job) throw notFound('Job');
    await lockApplicationsToDetach(tx, { jobId: id });
    await closeOpenApplications(tx, deps, job);
    await keepSavedJobDetails(tx, job);
    const [deleted] = await tx
      .delete(jobs)
      .where(eq(jobs.id, id))
      .returning({ id: jobs.id, title: jobs.title, company: jobs.company });
    if (!deleted) throw notFound('Job');
    // The job is gone: the entry keeps its title and links nowhere.
    await recordActivity(tx, jobActivity('job.deleted', actor, 'deleted', { ...deleted, companyId }, null));
  });
  return { deleted: true, id };
}
