import { desc, eq } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import { users } from '@skillmatch/db/schema/auth';
import { successStories } from '@skillmatch/db/schema/success-stories';
import { LANDING_STORIES } from '@skillmatch/shared/constants';
import type { PublicStory } from '@skillmatch/shared/schemas/stories';
import type { UseCaseDeps } from '../../app-types';
import { firstName } from './stories';

/** The landing page's stories: the newest approved ones. */
export async function approvedStories({ db }: Pick<UseCaseDeps, 'db'>): Promise<PublicStory[]> {
  const rows = await db
    .select({
      id: successStories.id,
      name: users.name,
      job: applications.jobTitle,
      company: applications.company,
      story: successStories.story,
    })
    .from(successStories)
    .innerJoin(users, eq(users.id, successStories.userId))
    .innerJoin(applications, eq(applications.id, successStories.applicationId))
    .where(eq(successStories.status, 'approved'))
    .orderBy(desc(successStories.reviewedAt), desc(successStories.id))
    .limit(LANDING_STORIES);
  return rows.map((row) => ({ ...row, name: firstName(row.name) }));
}
