import { z } from '../zod';
import { USER_ROLES } from '../constants';
import { text } from './text';
import { profileSchema, storedProfileSchema } from './profile';
import { resumeSchema } from './resume';
import { applicationSchema } from './applications';

export const applicationStatsSchema = z.object({
  applied: z.number().int(),
  inProgress: z.number().int(),
  interviews: z.number().int(),
  offers: z.number().int(),
  rejected: z.number().int(),
});
export type ApplicationStats = z.infer<typeof applicationStatsSchema>;

/** The user record (docs/product.md, "Records"), as GET /api/user/:email answers it. */
export const userRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  displayName: z.string(),
  dbPhoto: z.string().nullable(),
  role: z.enum(USER_ROLES),
  progress: z.number().int().min(0).max(100),
  profileChecklist: z.array(z.object({ key: z.string(), label: z.string(), weight: z.number().int() })),
  /** `profile.skills` is what the person typed, for the form; these are the same skills as shown. */
  profile: storedProfileSchema.nullable(),
  skillNames: z.array(z.string()),
  resume: resumeSchema.nullable(),
  applications: z.array(applicationSchema),
  applicationStats: applicationStatsSchema,
  createdAt: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const userParamsSchema = z.object({
  email: text('Email', { required: 'Email is required', max: 254 }),
});

/** A photo is a web address, nothing a browser would run, and short enough to travel with every page. */
export const PHOTO_URL_MESSAGE = 'Photo must be a web address (http or https) of at most 2,000 characters';
export const photoUrlSchema = z
  .url({ protocol: /^https?$/, error: PHOTO_URL_MESSAGE })
  .max(2000, PHOTO_URL_MESSAGE);

/** POST /api/user (docs/product.md, "Calls kept for other clients"): only the display name and photo of the signed-in user change. */
export const upsertUserRequestSchema = z.object({
  email: text('Email', { max: 254 }).optional(),
  displayName: text('Display name', { max: 120 }).optional(),
  dbPhoto: z.union([photoUrlSchema, z.literal(''), z.null()]).optional(),
});

export const updateProfileRequestSchema = z.object({ profile: profileSchema() });

export const userResponseSchema = z.object({ success: z.literal(true), user: userRecordSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** POST /api/user/:email/skills: one skill added to your profile (a recommendation's missing skill). */
export const addSkillRequestSchema = z.object({
  skill: text('Skill', {
    required: 'Skill is required',
    max: 80,
    tooLong: 'A skill must be at most 80 characters',
  }),
});
