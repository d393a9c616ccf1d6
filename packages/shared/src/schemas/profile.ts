import { z } from '../zod';
import { JOB_TYPES } from '../constants';
import { SALARY_ORDER_MESSAGE, salaryInOrder } from './salary';
import { text } from './text';

/** The profile form's messages (docs/product.md, "Forms and their messages"). */
export const PROFILE_MESSAGES = {
  headline: 'Professional headline is required',
  bio: 'Bio is required',
  location: 'Location is required',
  skills: 'At least one skill is required',
  updated: 'Profile updated successfully',
  failed: 'Failed to update profile',
} as const;

export const EDUCATION_MIN_YEAR = 1900;

/** Most characters in each profile field: the schema refuses more, and the form's inputs stop there. */
export const PROFILE_LIMITS = {
  headline: 160,
  bio: 4000,
  location: 120,
  skill: 80,
  jobTitle: 120,
  company: 120,
  entryDescription: 2000,
  school: 160,
  degree: 120,
  fieldOfStudy: 120,
  careerText: 4000,
  projectName: 120,
} as const;
export const PROFILE_SKILLS_MAX = 100;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whitespace-only counts as empty (docs/product.md, "Forms and their messages"). */
const requiredText = (label: string, message: string, max: number, multiline = false) =>
  text(label, { required: message, max, multiline });
const optionalText = (label: string, max: number, multiline = false) =>
  text(label, { max, multiline }).default('');
const entryId = text('Entry id', { required: 'Entry id is required', max: 64 });

const experienceEntrySchema = z
  .object({
    id: entryId,
    title: requiredText('Job title', 'Job title is required', PROFILE_LIMITS.jobTitle),
    company: requiredText('Company', 'Company is required', PROFILE_LIMITS.company),
    location: optionalText('Location', PROFILE_LIMITS.location),
    startDate: z.string().regex(MONTH, { error: 'Start date must be a month such as 2024-03' }),
    endDate: z
      .union([z.string().regex(MONTH, { error: 'End date must be a month such as 2024-03' }), z.literal('')])
      .default(''),
    current: z.boolean().default(false),
    description: optionalText('Description', PROFILE_LIMITS.entryDescription, true),
  })
  .refine((entry) => entry.current || !entry.endDate || entry.endDate >= entry.startDate, {
    error: 'End date cannot be before the start date',
    path: ['endDate'],
  });

const educationEntrySchema = (currentYear: number) =>
  z
    .object({
      id: entryId,
      school: requiredText('School', 'School is required', PROFILE_LIMITS.school),
      degree: optionalText('Degree', PROFILE_LIMITS.degree),
      field: optionalText('Field of study', PROFILE_LIMITS.fieldOfStudy),
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

const trimmedUniqueList = (label: string, max: number, itemMax: number) =>
  z
    .array(text(label, { max: itemMax }))
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
    headline: requiredText('Professional headline', PROFILE_MESSAGES.headline, PROFILE_LIMITS.headline),
    bio: requiredText('Bio', PROFILE_MESSAGES.bio, PROFILE_LIMITS.bio, true),
    location: requiredText('Location', PROFILE_MESSAGES.location, PROFILE_LIMITS.location),
    skills: trimmedUniqueList('A skill', PROFILE_SKILLS_MAX, PROFILE_LIMITS.skill).refine(
      (skills) => skills.length > 0,
      {
        error: PROFILE_MESSAGES.skills,
      },
    ),
    experience: z.array(experienceEntrySchema).max(50).default([]),
    education: z.array(educationEntrySchema(currentYear)).max(20).default([]),
    jobPreferences: z
      .object({
        jobTypes: z.array(z.enum(JOB_TYPES)).max(JOB_TYPES.length).default([]),
        locations: trimmedUniqueList('A preferred location', 20, PROFILE_LIMITS.location).default([]),
        salary: z
          .object({
            min: z.number().int().min(0).max(10_000_000).nullable().default(null),
            max: z.number().int().min(0).max(10_000_000).nullable().default(null),
          })
          .refine((salary) => salaryInOrder(salary.min, salary.max), {
            error: SALARY_ORDER_MESSAGE,
            path: ['max'],
          })
          .default({ min: null, max: null }),
        remote: z.boolean().default(false),
      })
      .default({ jobTypes: [], locations: [], salary: { min: null, max: null }, remote: false }),
    careerInfo: z
      .object({
        summary: optionalText('Career summary', PROFILE_LIMITS.careerText, true),
        goals: optionalText('Career goals', PROFILE_LIMITS.careerText, true),
      })
      .default({ summary: '', goals: '' }),
    projects: z
      .array(
        z.object({
          id: entryId,
          name: requiredText('Project name', 'Project name is required', PROFILE_LIMITS.projectName),
          description: optionalText('Description', PROFILE_LIMITS.entryDescription, true),
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
