import { z } from 'zod';
import { JOB_TYPES } from '../constants';

/** A job the job page suggests beside the one shown: what its small card needs. */
export const similarJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  companySlug: z.string(),
  location: z.string().nullable(),
  type: z.enum(JOB_TYPES),
  remote: z.boolean(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  currency: z.string(),
  postedDate: z.string(),
  /** The skills both jobs ask for, as the taxonomy names them. */
  sharedSkills: z.array(z.string()),
});
export type SimilarJob = z.infer<typeof similarJobSchema>;

/** GET /api/jobs/:id/related: the job's employer and the open jobs most like it. */
export const relatedJobsSchema = z.object({
  employer: z.object({
    name: z.string(),
    /** Its company page: /companies/<slug>. */
    slug: z.string(),
    verified: z.boolean(),
    /** What the employer is ("Healthcare provider"), when known. */
    sector: z.string().nullable(),
    /** The company page's About text, when it has one. */
    about: z.string().nullable(),
    /** The uploaded logo's address, or null. */
    logoUrl: z.string().nullable(),
    /** The employer's other open jobs. */
    openJobs: z.number().int(),
  }),
  /** Open jobs sharing the most skills with this one (same field first), at most four. */
  similar: z.array(similarJobSchema),
});
export type RelatedJobs = z.infer<typeof relatedJobsSchema>;
