import { eq } from 'drizzle-orm';
import { successStories } from '@skillmatch/db/schema/success-stories';
import type { OwnStory } from '@skillmatch/shared/schemas/stories';
import type { UseCaseDeps } from '../../app-types';
import { own } from './stories';

/** The seeker's own stories, to show which applications already have one and where it stands. */
export async function storiesOf(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId }: { userId: string },
): Promise<OwnStory[]> {
  const rows = await db.select().from(successStories).where(eq(successStories.userId, userId));
  return rows.map(own);
}
