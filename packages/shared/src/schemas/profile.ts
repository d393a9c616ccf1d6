import { z } from '../zod';
import { JOB_TYPES } from '../constants';

/** Spec section 5's messages for the profile form. */
export const PROFILE_MESSAGES = {
  headline: 'Professional headline is required',
  bio: 'Bio is required',
  location: 'Location is required',
  skills: 'At least one skill is required',
  updated: 'Profile updated successfully',
  failed: 'Failed to update profile',
} as const;

export const EDUCATION_MIN_YEAR = 1900;
export const PROFILE_SKILLS_MAX = 100;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whitespace-only counts as empty (spec section 5). */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

const experienceEntrySchema = z
  .object({
    id: z.string().min(1).max(64),
    title: requiredText('Job title is required', 120),
    company: requiredText('Company is required', 120),
    location: optionalText(120),
    startDate: z.string().regex(MONTH, { error: 'Start date must be a month such as 2024-03' }),
    endDate: z
      .union([z.string().regex(MONTH, { error: 'End date must be a month such as 2024-03' }), z.literal('')])
      .default(''),
    current: z.boolean().default(false),
    description: optionalText(2000),
  })
  .refine((entry) => entry.current || !entry.endDate || entry.endDate >= entry.startDate, {
    error: 'End date cannot be before the start date',
    path: ['endDate'],
  });

const educationEntrySchema = (currentYear: number) =>
  z
    .object({
      id: z.string().min(1).max(64),
      school: requiredText('School is required', 160),
      degree: optionalText(120),
      field: optionalText(120),
      startYear: z.number().int().min(EDUCATION_MIN_YEAR).max(currentYear),
      endYear: z
        .number()
        .int()
        .min(EDUCATION_MIN_YEAR)
        .max(currentYear + 10)
        .nullable()
        .default(null),
      current: z.boolean().default(false),
    })
    .refine((entry) => entry.current || entry.endYear === null || entry.endYear >= entry.startYear, {
      error: 'End year cannot be before the start year',
      path: ['endYear'],
    });

const trimmedUniqueList = (max: number, itemMax: number) =>
  z
    .array(z.string().max(itemMax))
    .max(max)
    .transform((items) => {
      const seen = new Set<string>();
      return items
        .map((item) => item.trim().replace(/\s+/g, ' '))
        .filter((item) => {
          const key = item.toLowerCase();
          if (!item || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
    });

/** The whole profile, validated the same way by the form and by PATCH /api/user/:email. */
export function profileSchema(currentYear = new Date().getFullYear()) {
  return z.object({
    headline: requiredText(PROFILE_MESSAGES.headline, 160),
    bio: requiredText(PROFILE_MESSAGES.bio, 4000),
    location: requiredText(PROFILE_MESSAGES.location, 120),
    skills: trimmedUniqueList(PROFILE_SKILLS_MAX, 80).refine((skills) => skills.length > 0, {
      error: PROFILE_MESSAGES.skills,
    }),
    experience: z.array(experienceEntrySchema).max(50).default([]),
    education: z.array(educationEntrySchema(currentYear)).max(20).default([]),
    jobPreferences: z
      .object({
        jobTypes: z.array(z.enum(JOB_TYPES)).max(JOB_TYPES.length).default([]),
        locations: trimmedUniqueList(20, 120).default([]),
        salary: z
          .object({
            min: z.number().int().min(0).max(10_000_000).nullable().default(null),
            max: z.number().int().min(0).max(10_000_000).nullable().default(null),
          })
          .refine((salary) => salary.min === null || salary.max === null || salary.min <= salary.max, {
            error: 'Minimum salary cannot be above the maximum',
            path: ['max'],
          })
          .default({ min: null, max: null }),
        remote: z.boolean().default(false),
      })
      .default({ jobTypes: [], locations: [], salary: { min: null, max: null }, remote: false }),
    careerInfo: z
      .object({ summary: optionalText(4000), goals: optionalText(4000) })
      .default({ summary: '', goals: '' }),
    projects: z
      .array(
        z.object({
          id: z.string().min(1).max(64),
          name: requiredText('Project name is required', 120),
          description: optionalText(2000),
          url: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
        }),
      )
      .max(30)
      .default([]),
  });
}
export type Profile = z.output<ReturnType<typeof profileSchema>>;

/**
 * The saved profile as the API answers it: the same shape as the form's schema without its input
 * rules (response schemas are encoded, and tidying transforms only run one way).
 */
export const storedProfileSchema = z.object({
  headline: z.string(),
  bio: z.string(),
  location: z.string(),
  skills: z.array(z.string()),
  experience: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      company: z.string(),
      location: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      current: z.boolean(),
      description: z.string(),
    }),
  ),
  education: z.array(
    z.object({
      id: z.string(),
      school: z.string(),
      degree: z.string(),
      field: z.string(),
      startYear: z.number().int(),
      endYear: z.number().int().nullable(),
      current: z.boolean(),
    }),
  ),
  jobPreferences: z.object({
    jobTypes: z.array(z.enum(JOB_TYPES)),
    locations: z.array(z.string()),
    salary: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
    remote: z.boolean(),
  }),
  careerInfo: z.object({ summary: z.string(), goals: z.string() }),
  projects: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), url: z.string() })),
});
