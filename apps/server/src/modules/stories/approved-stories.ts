import { desc, eq } from 'drizzle-orm';
import { successStories } from '@skillmatch/db/schema/success-stories';
import { LANDING_STORIES } from '@skillmatch/shared/constants';
import type { PublicStory } from '@skillmatch/shared/schemas/stories';
import type { UseCaseDeps } from '../../app-types';
import { applicationColumns } from '../applications/applications-repository';
import { personColumns } from '../user/users-repository';
import { firstName } from './stories';

/** The landing page's stories: the newest approved ones. */
export async function approvedStories({ db }: Pick<UseCaseDeps, 'db'>): Promise<PublicStory[]> {
  const application = applicationColumns(successStories.applicationId);
  const rows = await db
    .select({
      id: successStories.id,
      name: personColumns(successStories.userId).name,
      job: application.jobTitle,
      company: application.company,
      story: successStories.story,
    })
    .from(successStories)
    .where(eq(successStories.status, 'approved'))
    .orderBy(desc(successStories.reviewedAt), desc(successStories.id))
    .limit(LANDING_STORIES);
  return rows.map((row) => ({ ...row, name: firstName(row.name) }));
}
