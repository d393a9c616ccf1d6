import { z } from '../zod';
import { COMPANY_ROLES, JOB_CATEGORIES, JOB_REVIEW_STATES, JOB_STATUSES, JOB_TYPES } from '../constants';
import { SALARY_ORDER_MESSAGE, salaryInOrder } from './salary';
import { requiredText, searchText, text } from './text';

/**
 * `match`: by the signed-in seeker's match score (ties newest first); `relevance`: by how well the search
 * text fits. The answer says which order it used and which the viewer may choose (`sort`, `sorts`).
 */
export const JOB_SORTS = ['match', 'relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOBS_PAGE_SIZE_MAX = 100;

/** A company's address in URLs (its page's slug). */
const companySlugFilter = z
  .string()
  .trim()
  .toLowerCase()
  .max(120, { error: 'Company must be at most 120 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'Company must be a company’s address, such as "lochlan-labs"',
  });

const asList = (value: unknown) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** GET /api/jobs query: the filters (docs/product.md, "Search and filters") plus paging and sorting. */
export const jobSearchQuerySchema = z.object({
  q: searchText('Search', 200),
  location: searchText('Location', 120),
  type: z.enum(JOB_TYPES).optional(),
  /** Remote applies only when asked for ("Remote Only" checked). */
  remote: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  skills: z
    .preprocess(asList, z.array(text('A skill', { required: 'A skill is required', max: 80 })).max(20))
    .optional(),
  category: z.enum(JOB_CATEGORIES).optional(),
  /** A company's slug: only its jobs. */
  company: companySlugFilter.optional(),
  salaryMin: z.coerce.number().int().min(0).max(10_000_000).optional(),
  postedWithinDays: z.coerce.number().int().min(1).max(365).optional(),
  /** Omitted: relevance with search text, else best match for a seeker with skills, else newest. */
  sort: z.enum(JOB_SORTS).optional(),
  /** Administrators may include closed jobs; everyone else sees active jobs only. */
  status: z.enum([...JOB_STATUSES, 'all']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Omitted: the site's setting (jobs per page). */
  pageSize: z.coerce.number().int().min(1).max(JOBS_PAGE_SIZE_MAX).optional(),
});
export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;

export const jobSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  company: z.string(),
  /** The employer: its page is /companies/<companySlug>. */
  companyId: z.string(),
  companySlug: z.string(),
  /** The employer is verified (by the operator, or its website's domain). */
  companyVerified: z.boolean(),
  location: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  currency: z.string(),
  type: z.enum(JOB_TYPES),
  category: z.enum(JOB_CATEGORIES),
  experience: z.string().nullable(),
  description: z.string(),
  /** The skills as posted: what the job's form edits. */
  skills: z.array(z.string()),
  /** The skills as shown: the taxonomy's canonical names where it knows them ("PostgreSQL" for "Postgres"). */
  skillNames: z.array(z.string()),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  remote: z.boolean(),
  status: z.enum(JOB_STATUSES),
  postedDate: z.string(),
  posted: z.string(),
  closingDate: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the signed-in person saved it; false for visitors. */
  isSaved: z.boolean(),
  /** The signed-in viewer has an application for it that is not withdrawn (false for visitors). */
  isApplied: z.boolean(),
  /** Where it stands in moderation: only published jobs are public (the others reach the back office only). */
  review: z.enum(JOB_REVIEW_STATES),
  /** The operator's note when they asked for changes or rejected it; null otherwise. */
  reviewNote: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

const facetCountsSchema = z.array(z.object({ value: z.string(), count: z.number().int() }));

export const jobSearchResponseSchema = z.object({
  jobs: z.array(jobSchema),
  /** Every match, counted exactly. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The order the jobs are in: the one asked for when the viewer may choose it, else the default. */
  sort: z.enum(JOB_SORTS),
  /** The orders this viewer may choose for this search (match: signed in with skills; relevance: text). */
  sorts: z.array(z.enum(JOB_SORTS)),
  /**
   * The search text with a likely misspelling corrected ("javascrpt" → "javascript"): given only when the
   * search finds few jobs and the corrected text finds more.
   */
  didYouMean: z.string().optional(),
  /** Counts over every match; a value no match has is left out. */
  facets: z.object({
    type: facetCountsSchema,
    remote: facetCountsSchema,
    category: facetCountsSchema,
    /**
     * The skills filtered by, then the matches' most common skills, each with how many matches the
     * skill filter would keep.
     */
    skills: facetCountsSchema,
    /** The matches' employers with the most of them (the company filtered by first): slug, name, count. */
    company: z.array(z.object({ value: z.string(), name: z.string(), count: z.number().int() })),
  }),
});
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>;

/** Any string: an id that is not a job's (UUID or not) is simply "Job not found" (404). */
export const jobIdParamsSchema = z.object({ id: z.string().max(100) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isJobId = (id: string) => UUID.test(id);

/** Row lists of the add-job form: empty rows are dropped before use (docs/product.md, "Forms and their messages"). */
const rowList = (label: string, max: number, itemMax: number) =>
  z
    .array(text(label, { max: itemMax }))
    .max(max)
    .transform((rows) => rows.map((row) => row.trim()).filter(Boolean));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const jobFields = {
  title: requiredText('Title', 160),
  company: requiredText('Company', 120),
  location: requiredText('Location', 120),
  salaryMin: z.number().int().min(0).max(10_000_000).nullable(),
  salaryMax: z.number().int().min(0).max(10_000_000).nullable(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, { error: 'Currency must be a 3-letter code such as USD' }),
  type: z.enum(JOB_TYPES),
  category: z.enum(JOB_CATEGORIES),
  experience: text('Experience', { max: 60 }).nullable(),
  description: requiredText('Description', 10_000, { multiline: true }),
  skills: rowList('A skill', 40, 80),
  responsibilities: rowList('A responsibility', 40, 500),
  requirements: rowList('A requirement', 40, 500),
  remote: z.boolean(),
  postedDate: z.string().regex(ISO_DATE, { error: 'Posted date must be a date' }),
  closingDate: z.string().regex(ISO_DATE, { error: 'Closing date must be a date' }).nullable(),
  status: z.enum(JOB_STATUSES),
};

const salaryOrder = (job: { salaryMin?: number | null; salaryMax?: number | null }) =>
  salaryInOrder(job.salaryMin, job.salaryMax);

/**
 * POST /api/jobs: the add-job form's payload (salary as min and max, docs/product.md, "Records"). `companyId`: the
 * company it is posted for (the poster's current company when left out); the operator may instead give
 * only the `company` text, whose company is found or made. `draft`: saved for later, seen by no one
 * outside the company until submitted.
 */
export const createJobSchema = z
  .object({
    ...jobFields,
    company: jobFields.company.optional(),
    companyId: z.uuid({ error: 'Choose a company' }).optional(),
    draft: z.boolean({ error: 'Say whether it is a draft' }).default(false),
    salaryMin: jobFields.salaryMin.default(null),
    salaryMax: jobFields.salaryMax.default(null),
    currency: jobFields.currency.default('USD'),
    type: jobFields.type.default('Full-time'),
    experience: jobFields.experience.default(null),
    skills: jobFields.skills.default([]),
    responsibilities: jobFields.responsibilities.default([]),
    requirements: jobFields.requirements.default([]),
    remote: jobFields.remote.default(false),
    postedDate: jobFields.postedDate.default(() => new Date().toISOString().slice(0, 10)),
    closingDate: jobFields.closingDate.default(null),
    status: jobFields.status.default('active'),
  })
  .refine(salaryOrder, { error: SALARY_ORDER_MESSAGE, path: ['salaryMax'] })
  .refine((job) => !job.closingDate || job.closingDate >= job.postedDate, {
    error: 'Closing date cannot be before the posted date',
    path: ['closingDate'],
  });
export type CreateJob = z.output<typeof createJobSchema>;

/** PATCH /api/jobs/:id: any field, including status 'active' | 'closed'. */
export const updateJobSchema = z
  .object(jobFields)
  .partial()
  .refine((job) => Object.keys(job).length > 0, { error: 'Send at least one field to change' })
  .refine(salaryOrder, { error: SALARY_ORDER_MESSAGE, path: ['salaryMax'] });
export type UpdateJob = z.output<typeof updateJobSchema>;

export const deleteJobResponseSchema = z.object({ deleted: z.literal(true), id: z.string() });
export type DeleteJobResponse = z.infer<typeof deleteJobResponseSchema>;

/**
 * POST /api/jobs/:id/submit: a draft, or a job sent back with changes requested, goes to review (or is
 * published when moderation lets it). It may carry the last edits, saved with it.
 */
export const submitJobSchema = z
  .object(jobFields)
  .omit({ company: true, status: true })
  .partial()
  .refine(salaryOrder, { error: SALARY_ORDER_MESSAGE, path: ['salaryMax'] });
export type SubmitJob = z.output<typeof submitJobSchema>;

export const JOB_REVIEW_DECISIONS = ['publish', 'changes', 'reject'] as const;
export type JobReviewDecision = (typeof JOB_REVIEW_DECISIONS)[number];
export const REVIEW_NOTE_MAX = 2000;

/** POST /api/jobs/:id/review: the operator's decision on a job waiting for review; a note to send it back or reject it. */
export const reviewJobSchema = z
  .object({
    decision: z.enum(JOB_REVIEW_DECISIONS, { error: 'Choose publish, ask for changes or reject' }),
    note: text('The note', { max: REVIEW_NOTE_MAX, multiline: true }).optional(),
  })
  .superRefine((review, context) => {
    if (review.decision === 'publish' || review.note) return;
    context.addIssue({
      code: 'custom',
      path: ['note'],
      message:
        review.decision === 'changes'
          ? 'Write a note saying what to change'
          : 'Write a note saying why the job is rejected',
    });
  });
export type ReviewJob = z.output<typeof reviewJobSchema>;

/** GET /api/admin/job-reviews: the jobs waiting for the operator's review, oldest first. */
export const reviewQueueSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      company: z.string(),
      companyId: z.string(),
      /** Who posted it; null when their account is gone or a script posted it. */
      poster: z.object({ name: z.string(), email: z.string() }).nullable(),
      postedDate: z.string(),
      /** When it was sent for review. */
      submittedAt: z.string(),
    }),
  ),
  /** Every job waiting, when more than the list shows. */
  total: z.number().int(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** GET /api/jobs/posting: for whom the viewer posts a job, whether they may, and whether it will be reviewed. */
export const postingOptionsSchema = z.object({
  /** The operator posts for any company, named in the form. */
  operator: z.boolean(),
  /** The viewer's current company (null for the operator). */
  company: z
    .object({ id: z.string(), name: z.string(), role: z.enum(COMPANY_ROLES), suspended: z.boolean() })
    .nullable(),
  /** Their role lets them post, and the company is not suspended. */
  mayPost: z.boolean(),
  /** A job sent now waits for the operator's review (the site's moderation). */
  reviewed: z.boolean(),
});
export type PostingOptions = z.infer<typeof postingOptionsSchema>;
