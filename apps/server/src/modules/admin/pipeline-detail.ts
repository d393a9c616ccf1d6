import { eq } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import { users } from '@skillmatch/db/schema/auth';
import { resumes } from '@skillmatch/db/schema/resumes';
import type { PipelineDetail } from '@skillmatch/shared/schemas/admin';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { presentApplication } from '../applications/applications';
import { applicantScore } from '../matching/candidates';
import { presentItem } from './pipeline-items';

/** One application, whole, with its card, the applicant's score for the job and their resume. */
export async function pipelineDetail(
  { db, matchIndex }: Pick<UseCaseDeps, 'db' | 'matchIndex'>,
  { id }: { id: string },
): Promise<PipelineDetail> {
  const [row] = await db
    .select({
      application: applications,
      name: users.name,
      email: users.email,
      banned: users.banned,
      resumeName: resumes.fileName,
      resumeSize: resumes.size,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(resumes, eq(resumes.userId, applications.userId))
    .where(eq(applications.id, id));
  if (!row) throw notFound('Application');
  const { application, resumeName, resumeSize, ...applicant } = row;
  return {
    application: presentApplication(application),
    item: presentItem({ ...application, ...applicant }),
    score: await applicantScore(db, await matchIndex.current(), application.jobId, application.userId),
    resume: resumeName !== null && resumeSize !== null ? { fileName: resumeName, size: resumeSize } : null,
  };
}
