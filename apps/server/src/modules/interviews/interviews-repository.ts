import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { interviews } from '@skillmatch/db/schema/interviews';

/*
 * The interviews table's queries that other modules ask for. A module outside `modules/interviews/` calls
 * these rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md "Tables").
 */

/** When an application's next interview starts (not cancelled, still to come) and its time zone, or undefined. */
export async function nextInterviewOf(db: Database, applicationId: string) {
  const [next] = await db
    .select({ startsAt: interviews.startsAt, timeZone: interviews.timeZone })
    .from(interviews)
    .where(
      and(
        eq(interviews.applicationId, applicationId),
        isNull(interviews.cancelledAt),
        gt(interviews.startsAt, new Date()),
      ),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(1);
  return next;
}
