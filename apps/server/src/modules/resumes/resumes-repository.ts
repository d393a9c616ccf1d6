import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { resumes } from '@skillmatch/db/schema/resumes';

/*
 * The resumes table's queries that other modules ask for. A module outside `modules/resumes/` calls these
 * rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md "Tables").
 */

/** The person's resume record, or undefined when they have none. */
export async function resumeOf(db: Database, userId: string) {
  const [resume] = await db.select().from(resumes).where(eq(resumes.userId, userId));
  return resume;
}

/** Where the person's resume file is stored, or undefined when they have none. */
export async function resumeStorageKey(db: Database, userId: string) {
  const [resume] = await db
    .select({ key: resumes.storageKey })
    .from(resumes)
    .where(eq(resumes.userId, userId));
  return resume?.key;
}
