import { successStories } from '@skillmatch/db/schema/success-stories';
import type { OwnStory } from '@skillmatch/shared/schemas/stories';
import type { UseCaseDeps } from '../../app-types';
import { conflict, notFound } from '../../errors';
import { recordActivity, type Actor } from '../admin/activity';
import { ownApplicationSummary } from '../applications/applications-repository';
import { STORY_MESSAGES, REVIEW_LINK, own } from './stories';

/**
 * A seeker shares their story about one of their applications that reached Offer; it waits for an
 * administrator. One per application, also when two tries race (the unique constraint).
 */
export async function submitStory(
  { db }: Pick<UseCaseDeps, 'db'>,
  { actor, applicationId, story }: { actor: Actor; applicationId: string; story: string },
): Promise<OwnStory> {
  return db.transaction(async (tx) => {
    const application = await ownApplicationSummary(tx, { id: applicationId, userId: actor.id });
    if (!application) throw notFound('Application');
    if (application.status !== 'Offer') throw conflict(STORY_MESSAGES.notOffered);
    const [row] = await tx
      .insert(successStories)
      .values({ applicationId, userId: actor.id, story })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(STORY_MESSAGES.alreadyShared);
    await recordActivity(tx, {
      kind: 'story.submitted',
      actor,
      summary: `${actor.name} shared a success story about ${application.job} at ${application.company}`,
      link: REVIEW_LINK,
    });
    return own(row);
  });
}
