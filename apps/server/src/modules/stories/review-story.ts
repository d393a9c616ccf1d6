import { eq } from 'drizzle-orm';
import { successStories } from '@skillmatch/db/schema/success-stories';
import type { OwnStory } from '@skillmatch/shared/schemas/stories';
import type { UseCaseDeps } from '../../app-types';
import { notFound } from '../../errors';
import { recordActivity, type Actor } from '../admin/activity';
import { REVIEW_LINK, own } from './stories';

/** An administrator shows a story on the landing page, or turns it down (either may be changed later). */
export async function reviewStory(
  { db }: Pick<UseCaseDeps, 'db'>,
  { actor, id, status }: { actor: Actor; id: string; status: 'approved' | 'rejected' },
): Promise<OwnStory> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(successStories)
      .set({ status, reviewedAt: new Date() })
      .where(eq(successStories.id, id))
      .returning();
    if (!row) throw notFound('Story');
    await recordActivity(tx, {
      kind: 'story.reviewed',
      actor,
      summary: `${actor.name} ${status === 'approved' ? 'approved' : 'turned down'} a success story`,
      link: REVIEW_LINK,
    });
    return own(row);
  });
}
