import { and, eq, ne, sql } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import type { Applying } from '@skillmatch/shared/schemas/applications';
import type { UseCaseDeps } from '../../app-types';
import { getJob } from '../jobs/get-job';
import { presentApplication } from './applications';

/**
 * How many applied for a job and still stand by it (a withdrawn application is not counted: "12 applied"
 * should not include people who took it back), and the viewer's own application; 404 for no such job.
 */
export async function jobApplicants(
  { db }: Pick<UseCaseDeps, 'db'>,
  { jobId: id, viewerId }: { jobId: string; viewerId: string | undefined },
): Promise<Applying> {
  const jobId = (await getJob({ db }, { id })).id;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), ne(applications.status, 'Withdrawn')));
  const [own] = viewerId
    ? await db
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, jobId), eq(applications.userId, viewerId)))
    : [];
  return { applicants: counted?.n ?? 0, application: own ? presentApplication(own) : null };
}
