import { desc, eq, sql } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import { users } from '@skillmatch/db/schema/auth';
import { successStories } from '@skillmatch/db/schema/success-stories';
import type { AdminStory } from '@skillmatch/shared/schemas/stories';
import type { UseCaseDeps } from '../../app-types';
import { own } from './stories';

/** How many stories an administrator's list shows. */
const REVIEW_LIST_LIMIT = 50;

/** Administrators: the waiting stories first, then the reviewed ones, newest first. */
export async function storiesToReview({ db }: Pick<UseCaseDeps, 'db'>): Promise<AdminStory[]> {
  const rows = await db
    .select({
      row: successStories,
      name: users.name,
      email: users.email,
      job: applications.jobTitle,
      company: applications.company,
    })
    .from(successStories)
    .innerJoin(users, eq(users.id, successStories.userId))
    .innerJoin(applications, eq(applications.id, successStories.applicationId))
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
