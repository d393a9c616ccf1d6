import { eq } from 'drizzle-orm';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { jobs } from '@skillmatch/db/schema/jobs';
import { isJobId, type Job, type UpdateJob } from '@skillmatch/shared/schemas/jobs';
import { SALARY_ORDER_MESSAGE, salaryInOrder } from '@skillmatch/shared/schemas/salary';
import type { UseCaseDeps } from '../../app-types';
import { jobAccess } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { AppError, notFound } from '../../errors';
import { recordActivity, type Activity, type Actor } from '../admin/activity';
import { jobActivity } from './manage-jobs';
import { presentWrittenJob, writtenJobColumns } from './present-job';

/** Closing (active → closed) and reopening (closed → active) are recorded as such, whatever else changed. */
function changeKind(from: string, to: string): [Activity['kind'], string] {
  if (from === 'active' && to === 'closed') return ['job.closed', 'closed'];
  if (from === 'closed' && to === 'active') return ['job.reopened', 'reopened'];
  return ['job.edited', 'edited'];
}

/**
 * A job in the viewer's scope is changed by someone who may manage it (`jobAccess`). A job that is active after the change (edited or reopened) has its strong matches told, as
 * `createJob`; a job closed by the change has its applicants told. Both in tasks sent with the change,
 * which this process's worker starts once it commits.
 */
export async function updateJob(
  { db, tasks }: Pick<UseCaseDeps, 'db' | 'tasks'>,
  { id, changes, actor, scope }: { id: string; changes: UpdateJob; actor: Actor; scope: BackOfficeScope },
): Promise<Job> {
  if (!isJobId(id)) throw notFound('Job');
  const { skills, ...rest } = changes;
  return db.transaction(async (tx) => {
    const { companyId } = await jobAccess(tx, scope, id, 'manage');
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
      .returning(writtenJobColumns);
    if (!row) throw notFound('Job');
    const [kind, verb] = changeKind(current.status, row.status);
    await recordActivity(tx, jobActivity(kind, actor, verb, { ...row, companyId }));
    if (row.status === 'active') {
      await tasks.send(tx, 'strong-matches', { jobId: row.id });
      await tasks.send(tx, 'job-alerts', { jobId: row.id });
    }
    if (kind === 'job.closed') await tasks.send(tx, 'job-closed', { jobId: row.id });
    return presentWrittenJob(tx, row.id);
  });
}
