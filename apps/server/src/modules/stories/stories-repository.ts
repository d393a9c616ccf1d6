import { eq } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { successStories } from '@skillmatch/db/schema/success-stories';
import { applicationColumns } from '../applications/applications-repository';

/*
 * The success stories' queries that other modules ask for. A module outside `modules/stories/` calls these
 * rather than import the table (the lint rule `project/table-homes`, docs/ARCHITECTURE.md "Tables").
 */

/** The stories a person shared, as their data export lists them: each with its job's title and company. */
export function sharedStoriesOf(db: Database, userId: string) {
  const application = applicationColumns(successStories.applicationId);
  return db
    .select({
      story: successStories.story,
      status: successStories.status,
      jobTitle: application.jobTitle,
      company: application.company,
      sharedAt: successStories.createdAt,
    })
    .from(successStories)
    .where(eq(successStories.userId, userId));
}
