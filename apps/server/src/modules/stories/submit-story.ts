import { and, eq } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import { successStories } from '@skillmatch/db/schema/success-stories';
import type { OwnStory } from '@skillmatch/shared/schemas/stories';
import type { UseCaseDeps } from '../../app-types';
import { conflict, notFound } from '../../errors';
import { recordActivity, type Actor } from '../admin/activity';
import { STORY_MESSAGES, REVIEW_LINK, own } from './stories';

/**
 * A seeker shares their story about one of their applications that reached Offer; it waits for an
 * administrator. One per application, also when two tries race (the unique constraint).
 */
export async function submitStory(
  { db }: Pick<UseCaseDeps, 'db'>,
  { author, applicationId, story }: { author: Actor; applicationId: string; story: string },
): Promise<OwnStory> {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ status: applications.status, job: applications.jobTitle, company: applications.company })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.userId, author.id)));
    if (!application) throw notFound('Application');
    if (application.status !== 'Offer') throw conflict(STORY_MESSAGES.notOffered);
    const [row] = await tx
      .insert(successStories)
      .values({ applicationId, userId: author.id, story })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(STORY_MESSAGES.alreadyShared);
    await recordActivity(tx, {
      kind: 'story.submitted',
      actor: author,
      summary: `${author.name} shared a success story about ${application.job} at ${application.company}`,
      link: REVIEW_LINK,
    });
    return own(row);
  });
}
