import { sql, type Column } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobApplicantViews } from '@skillmatch/db/schema/job-applicant-views';
import type { ApplicantCounts } from '@skillmatch/shared/schemas/admin';
import type { UseCaseDeps } from '../../app-types';
import { applicationsIn } from '../../access/back-office';
import type { BackOfficeScope } from '../../access/company-access';
import { applicationCountsByJob } from '../applications/applications-repository';
import { qualified } from '../qualified-column';

/**
 * Per job, every application (withdrawn ones too, as the job page counts them) and how many arrived
 * after this administrator last looked at the job's applicants: all of them when they never did.
 * Jobs without applications count 0, in the order asked; so do jobs outside the viewer's scope.
 */
export async function applicantCounts(
  { db }: Pick<UseCaseDeps, 'db'>,
  { scope, jobIds }: { scope: BackOfficeScope; jobIds: string[] },
): Promise<{ counts: ApplicantCounts[] }> {
  const wanted = [...new Set(jobIds)];
  // When this administrator last looked at the job's applicants (one row at most: its key is both ids).
  const seenAt = (jobId: Column) =>
    sql`(select ${jobApplicantViews}.seen_at from ${jobApplicantViews} where ${jobApplicantViews}.job_id = ${qualified(jobId)} and ${jobApplicantViews}.admin_id = ${scope.userId})`;
  const rows = await applicationCountsByJob(db, wanted, applicationsIn(scope), seenAt);
  const byJob = new Map(rows.map((row) => [row.jobId, row]));
  return { counts: wanted.map((jobId) => byJob.get(jobId) ?? { jobId, applicants: 0, new: 0 }) };
}

/** The administrator has looked at the job's applicants now. */
export async function markApplicantsSeen(db: Database, viewerId: string, jobId: string): Promise<void> {
  await db
    .insert(jobApplicantViews)
    .values({ adminId: viewerId, jobId })
    .onConflictDoUpdate({
      target: [jobApplicantViews.adminId, jobApplicantViews.jobId],
      set: { seenAt: sql`now()` },
    });
}
