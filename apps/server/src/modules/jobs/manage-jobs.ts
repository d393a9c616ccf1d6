import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { jobs } from '@skillmatch/db/schema/jobs';
import { isJobId, type CreateJob, type Job, type UpdateJob } from '@skillmatch/shared/schemas/jobs';
import { AppError, notFound } from '../../errors';
import { presentedJobColumns, presentJob, savedByViewer } from './present-job';

export async function getJob(db: Database, id: string, viewerId?: string): Promise<Job> {
  if (!isJobId(id)) throw notFound('Job');
  const [row] = await db
    .select({ ...presentedJobColumns, isSaved: savedByViewer(viewerId) })
    .from(jobs)
    .where(eq(jobs.id, id));
  if (!row) throw notFound('Job');
  const { isSaved, ...job } = row;
  return presentJob(job, isSaved);
}

export async function createJob(db: Database, input: CreateJob): Promise<Job> {
  const { skills, ...rest } = input;
  const [row] = await db
    .insert(jobs)
    .values({ ...rest, ...jobSkillColumns(skills) })
    .returning(presentedJobColumns);
  if (!row) throw new Error('insert returned no row');
  return presentJob(row);
}

export async function updateJob(db: Database, id: string, changes: UpdateJob): Promise<Job> {
  if (!isJobId(id)) throw notFound('Job');
  const { skills, ...rest } = changes;
  const [current] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!current) throw notFound('Job');
  const salaryMin = rest.salaryMin !== undefined ? rest.salaryMin : current.salaryMin;
  const salaryMax = rest.salaryMax !== undefined ? rest.salaryMax : current.salaryMax;
  if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax) {
    throw new AppError('VALIDATION', 'Minimum salary cannot be above the maximum', {
      salaryMax: 'Minimum salary cannot be above the maximum',
    });
  }
  const [row] = await db
    .update(jobs)
    .set({ ...rest, ...(skills ? jobSkillColumns(skills) : {}), updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning(presentedJobColumns);
  if (!row) throw notFound('Job');
  return presentJob(row);
}

export async function deleteJob(db: Database, id: string): Promise<void> {
  if (!isJobId(id)) throw notFound('Job');
  const deleted = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  if (deleted.length === 0) throw notFound('Job');
}
