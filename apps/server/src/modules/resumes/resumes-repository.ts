import { eq, sql, type Column } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { resumes } from '@skillmatch/db/schema/resumes';
import { qualified } from '../qualified-column';

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

/**
 * Select columns for a query on another table: the file name and size of the resume of the person whose
 * id is in `userId`, each null when they have none. Subqueries, so the query joins no table of the resumes
 * module's.
 */
export const resumeFileColumns = (userId: Column) => ({
  resumeName: sql<
    string | null
  >`(select ${resumes}.file_name from ${resumes} where ${resumes}.user_id = ${qualified(userId)})`,
  resumeSize: sql<
    number | null
  >`(select ${resumes}.size from ${resumes} where ${resumes}.user_id = ${qualified(userId)})`,
});

/**
 * The resumes' file names and sizes, as a relation for a query on another table that reads many rows to
 * join (`leftJoin(resume, eq(resume.userId, ...))`), as `peopleToJoin` is.
 */
export const resumeFilesToJoin = (db: Database) =>
  db
    .select({ userId: resumes.userId, fileName: resumes.fileName, size: resumes.size })
    .from(resumes)
    .as('resume_file');
