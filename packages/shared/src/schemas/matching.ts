import { z } from '../zod';
import { text } from './text';
import { jobSchema } from './jobs';

export const RECOMMENDATIONS_PAGE_SIZE_MAX = 50;
export const RECOMMENDATIONS_PAGE_SIZE_DEFAULT = 20;

/**
 * Why a score is what it is (packages/matching `MatchReasons`, score version 4): the job's skills the
 * seeker has, those they earn part of (each through a skill of theirs: related, or sharing words), those
 * missing; how much of what the job asks for they have (coverage) and how much the job relies on their
 * skills (reliance), which make the score; how the job fits their preferences (not in the score). Every
 * skill, the job's and the seeker's, by its shown name (the taxonomy's canonical name where it knows it).
 */
export const matchReasonsSchema = z.object({
  version: z.string(),
  matched: z.array(z.string()),
  related: z.array(
    z.object({
      skill: z.string(),
      /** The seeker's skill that earned the credit. */
      via: z.string(),
      percent: z.number().int(),
      /** `words`: shares `words` with the seeker's skill; `related`: the taxonomy relates the two skills. */
      basis: z.enum(['related', 'words']),
      /** For `words`: the shared words, as the job writes them. */
      words: z.array(z.string()).optional(),
    }),
  ),
  missing: z.array(z.string()),
  used: z.array(z.string()),
  profileSkillCount: z.number().int(),
  /** How much of what the job asks for the seeker has, in percent (first and rarer skills count more). */
  coverage: z.number().int(),
  /** How much the job relies on the skills the seeker has, in percent. */
  reliance: z.number().int(),
  preferences: z.array(z.object({ preference: z.enum(['type', 'location', 'salary']), fit: z.number() })),
});
export type MatchReasons = z.infer<typeof matchReasonsSchema>;

/**
 * GET /api/recommendations: which page (the total is in X-Total-Count), and whose: the signed-in
 * person's, or with `email=` (kept for other clients; an administrator may name anyone) that person's.
 */
export const recommendationsQuerySchema = z.object({
  email: text('Email', { max: 254 })
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECOMMENDATIONS_PAGE_SIZE_MAX)
    .default(RECOMMENDATIONS_PAGE_SIZE_DEFAULT),
});

/** A recommendation (docs/product.md, "Matching and recommendations"), with the reasons beside the score. */
export const recommendationSchema = z.object({
  match_score: z.number().int(),
  jobDetails: jobSchema,
  reasons: matchReasonsSchema,
});
export type Recommendation = z.infer<typeof recommendationSchema>;
export const recommendationsResponseSchema = z.array(recommendationSchema);

const asList = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** GET /api/matches?jobId=…: the signed-in seeker's score for each listed job (list and detail badges). */
export const matchesQuerySchema = z.object({
  jobId: z.preprocess(
    asList,
    z.array(z.string().max(100)).min(1, { error: 'Name at least one job' }).max(100),
  ),
});
export const matchesResponseSchema = z.object({
  matches: z.array(z.object({ jobId: z.string(), score: z.number().int(), reasons: matchReasonsSchema })),
});
export type JobMatch = z.infer<typeof matchesResponseSchema>['matches'][number];

const candidatePersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** A disabled account: its applications stay visible to recruiters, marked. */
  disabled: z.boolean(),
});

/** What a recruiter reads of an applicant's profile beside the score (skills by their shown names). */
const candidateProfileSchema = z.object({
  headline: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
});

/** GET /api/jobs/:id/candidates: applicants by fit, and seekers who have not applied, by fit. */
export const candidatesResponseSchema = z.object({
  applicants: z.array(
    z.object({
      applicationId: z.string(),
      status: z.string(),
      appliedAt: z.string(),
      motivation: z.string(),
      person: candidatePersonSchema,
      profile: candidateProfileSchema,
      /** The applicant's resume, downloaded from GET /api/user/:email/resume; null when none. */
      resume: z.object({ fileName: z.string(), size: z.number().int() }).nullable(),
      score: z.number().int(),
      reasons: matchReasonsSchema,
    }),
  ),
  others: z.array(
    z.object({
      person: candidatePersonSchema,
      profile: candidateProfileSchema,
      score: z.number().int(),
      reasons: matchReasonsSchema,
    }),
  ),
  othersTotal: z.number().int(),
});
export type Candidates = z.infer<typeof candidatesResponseSchema>;

/** GET /api/skills?q=: canonical skills for autocomplete (aliases answer with their skill: "k8s" → Kubernetes). */
export const skillSuggestionsQuerySchema = z.object({
  q: text('Skill', { required: 'Type part of a skill', max: 80 }),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const skillSuggestionsResponseSchema = z.object({ skills: z.array(z.string()) });
