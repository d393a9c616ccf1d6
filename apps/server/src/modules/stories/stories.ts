import { and, desc, eq, sql } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import { users } from '@skillmatch/db/schema/auth';
import { successStories } from '@skillmatch/db/schema/success-stories';
import { LANDING_STORIES, type StoryStatus } from '@skillmatch/shared/constants';
import type { AdminStory, OwnStory, PublicStory } from '@skillmatch/shared/schemas/stories';
import type { UseCaseDeps } from '../../app-types';
import { conflict, notFound } from '../../errors';
import { recordActivity, type Actor } from '../admin/activity';

export const STORY_MESSAGES = {
  notOffered: 'You can share a story once an application has reached Offer.',
  alreadyShared: 'You have already shared a story for this application.',
} as const;

type StoryRow = typeof successStories.$inferSelect;

/** How many stories an administrator's list shows. */
const REVIEW_LIST_LIMIT = 50;

/** Where an administrator reviews the stories (the dashboard's activity links there). */
const REVIEW_LINK = '/admin/settings#stories';

const own = (row: StoryRow): OwnStory => ({
  id: row.id,
  applicationId: row.applicationId,
  story: row.story,
  status: row.status as StoryStatus,
});

/** Only the first name leaves the site: the story is the person's, not their full identity. */
const firstName = (name: string) => name.trim().split(/\s+/u)[0] ?? '';

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

/** The seeker's own stories, to show which applications already have one and where it stands. */
export async function storiesOf(
  { db }: Pick<UseCaseDeps, 'db'>,
  { userId }: { userId: string },
): Promise<OwnStory[]> {
  const rows = await db.select().from(successStories).where(eq(successStories.userId, userId));
  return rows.map(own);
}

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

/** An administrator shows a story on the landing page, or turns it down (either may be changed later). */
export async function reviewStory(
  { db }: Pick<UseCaseDeps, 'db'>,
  { reviewer, id, status }: { reviewer: Actor; id: string; status: 'approved' | 'rejected' },
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
      actor: reviewer,
      summary: `${reviewer.name} ${status === 'approved' ? 'approved' : 'turned down'} a success story`,
      link: REVIEW_LINK,
    });
    return own(row);
  });
}
