import { and, count, eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { applications } from '@skillmatch/db/schema/applications';
import type { ApplicationStatus } from '@skillmatch/shared/constants';

/*
 * The applications table's queries that other modules ask for. A module outside `modules/applications/`
 * calls these rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md
 * "Tables").
 */

/** How many applications are at this status now. */
export async function countApplicationsWithStatus(db: Database, status: ApplicationStatus): Promise<number> {
  const [row] = await db.select({ count: count() }).from(applications).where(eq(applications.status, status));
  return row?.count ?? 0;
}

/** One of the seeker's own applications: its status, job title and company; undefined when not theirs. */
export async function ownApplicationSummary(db: Database, { id, userId }: { id: string; userId: string }) {
  const [application] = await db
    .select({ status: applications.status, job: applications.jobTitle, company: applications.company })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return application;
}
