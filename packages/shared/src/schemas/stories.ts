import { STORY_STATUSES } from '../constants';
import { z } from '../zod';
import { text } from './text';

export const STORY_LENGTH = { min: 40, max: 600 } as const;

/** POST /api/applications/:id/story: a seeker's words about an application that reached Offer. */
export const submitStorySchema = z.object({
  story: text('Your story', {
    required: 'Please write your story',
    min: STORY_LENGTH.min,
    max: STORY_LENGTH.max,
    tooShort: `Your story must be at least ${STORY_LENGTH.min} characters`,
    multiline: true,
  }),
});

/** A story as its author sees it: waiting, shown, or turned down. */
export const ownStorySchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  story: z.string(),
  status: z.enum(STORY_STATUSES),
});
export type OwnStory = z.infer<typeof ownStorySchema>;

/** GET /api/site/stories: an approved story, with its author's first name and the job it led to. */
export const publicStorySchema = z.object({
  id: z.string(),
  name: z.string(),
  job: z.string(),
  company: z.string(),
  story: z.string(),
});
export type PublicStory = z.infer<typeof publicStorySchema>;

/** GET /api/admin/stories: a story to review, with who wrote it. */
export const adminStorySchema = ownStorySchema.extend({
  name: z.string(),
  email: z.string(),
  job: z.string(),
  company: z.string(),
  createdAt: z.string(),
});
export type AdminStory = z.infer<typeof adminStorySchema>;

export const storyIdParamsSchema = z.object({ id: z.uuid({ error: 'Story not found' }) });

/** PATCH /api/admin/stories/:id: show it on the landing page, or turn it down. */
export const reviewStorySchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Choose approved or rejected' }),
});
