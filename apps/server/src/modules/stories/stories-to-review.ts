import { desc, sql } from 'drizzle-orm';
import { successStories } from '@skillmatch/db/schema/success-stories';
import type { AdminStory } from '@skillmatch/shared/schemas/stories';
import type { UseCaseDeps } from '../../app-types';
import { applicationColumns } from '../applications/applications-repository';
import { personColumns } from '../user/users-repository';
import { own } from './stories';

/** How many stories an administrator's list shows. */
const REVIEW_LIST_LIMIT = 50;

/** Administrators: the waiting stories first, then the reviewed ones, newest first. */
export async function storiesToReview({ db }: Pick<UseCaseDeps, 'db'>): Promise<AdminStory[]> {
  const application = applicationColumns(successStories.applicationId);
  const rows = await db
    .select({
      row: successStories,
      ...personColumns(successStories.userId),
      job: application.jobTitle,
      company: application.company,
    })
    .from(successStories)
    .orderBy(sql`${successStories.status} = 'pending' desc`, desc(successStories.createdAt))
    .limit(REVIEW_LIST_LIMIT);
  return rows.map(({ row, name, email, job, company }) => ({
    ...own(row),
    name,
    email,
    job,
    company,
    createdAt: row.createdAt.toISOString(),
  }));
}
