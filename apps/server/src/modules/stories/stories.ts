import type { successStories } from '@skillmatch/db/schema/success-stories';
import type { StoryStatus } from '@skillmatch/shared/constants';
import type { OwnStory } from '@skillmatch/shared/schemas/stories';

export const STORY_MESSAGES = {
  notOffered: 'You can share a story once an application has reached Offer.',
  alreadyShared: 'You have already shared a story for this application.',
} as const;

export type StoryRow = typeof successStories.$inferSelect;

/** Where an administrator reviews the stories (the dashboard's activity links there). */
export const REVIEW_LINK = '/admin/settings#stories';

export const own = (row: StoryRow): OwnStory => ({
  id: row.id,
  applicationId: row.applicationId,
  story: row.story,
  status: row.status as StoryStatus,
});

/** Only the first name leaves the site: the story is the person's, not their full identity. */
export const firstName = (name: string) => name.trim().split(/\s+/u)[0] ?? '';
