import { z } from '../zod';
import { APPLICATION_STATUSES, JOB_CATEGORIES, USER_ROLES } from '../constants';
import { applicationSchema } from './applications';
import { searchText, text } from './text';
import { userRecordSchema } from './user';

const count = z.number().int().nonnegative();
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// ---------------------------------------------------------------- dashboard

/** GET /api/admin/stats: the admin dashboard's cards, quick stats and charts, all counted in the database. */
export const adminStatsSchema = z.object({
  totals: z.object({ users: count, jobs: count, applications: count, activeJobs: count }),
  quick: z.object({
    /** Applications sent since Monday 00:00 UTC. */
    applicationsThisWeek: count,
    /** Applications whose status is Offer. */
    offersMade: count,
    /** Median days from an application to a recruiter's first status change; null when none was moved. */
    medianDaysToFirstResponse: z.number().nullable(),
    /** Share (0–100) of active jobs with at least one applicant; null when no job is active. */
    activeJobsWithApplicantsPercent: z.number().int().nullable(),
  }),
  /** The last 12 weeks (Monday to Sunday, UTC), oldest first. */
  applicationsPerWeek: z.array(z.object({ weekStart: z.string(), count })),
  /** Every application by its current status, in pipeline order. */
  funnel: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count })),
  /** Active jobs per category. */
  jobsByCategory: z.array(z.object({ category: z.enum(JOB_CATEGORIES), count })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ACTIVITY_KINDS = [
  'user.signed-up',
  'user.role-changed',
  'user.disabled',
  'user.enabled',
  'job.created',
  'job.edited',
  'job.closed',
  'job.reopened',
  'job.deleted',
  'job.submitted',
  'job.reviewed',
  'application.created',
  'application.moved',
  'application.withdrawn',
  'settings.changed',
  'story.submitted',
  'story.reviewed',
  'company.created',
  'team.invited',
  'team.invitation-resent',
  'team.invitation-revoked',
  'team.joined',
  'team.role-changed',
  'team.member-removed',
  'team.member-left',
  'company.verified',
  'company.suspended',
  'company.unsuspended',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** Who did it; null when the account is gone. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** One sentence: "Ada Lovelace applied to Data Engineer at Acme". */
  summary: z.string(),
  /** Where in the app the thing is; null when it is gone (a deleted job). */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const activityResponseSchema = z.object({ items: z.array(activityEntrySchema) });

// ---------------------------------------------------------------- jobs table

const asList = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** GET /api/admin/jobs/applicants?jobId=…: applicants per listed job, and how many arrived since your last look. */
export const applicantCountsQuerySchema = z.object({
  jobId: z.preprocess(
    asList,
    z
      .array(z.uuid({ error: 'Each job must be a job id' }))
      .min(1, { error: 'Name at least one job' })
      .max(100),
  ),
});
export const applicantCountsResponseSchema = z.object({
  counts: z.array(z.object({ jobId: z.string(), applicants: count, new: count })),
});
export type ApplicantCounts = z.infer<typeof applicantCountsResponseSchema>['counts'][number];

// ---------------------------------------------------------------- pipeline

export const pipelineItemSchema = z.object({
  applicationId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  updatedAt: z.string(),
  nextStep: z.string().nullable(),
  nextStepDate: z.string().nullable(),
  feedback: z.string().nullable(),
  job: z.object({ id: z.string().nullable(), title: z.string(), company: z.string() }),
  /** null id and email: the applicant deleted their account (the application stays, anonymised). */
  applicant: z.object({
    id: z.string().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    disabled: z.boolean(),
  }),
  /** The applicant's match score for the job, as the job's applicants page shows it; null when either is gone. */
  score: z.number().int().nullable(),
});
export type PipelineItem = z.infer<typeof pipelineItemSchema>;

/** How many cards a board column carries; its total says how many there are. */
export const PIPELINE_COLUMN_LIMIT = 100;

const pipelineFilters = {
  jobId: z.uuid({ error: 'Choose a job from the list' }).optional(),
  /** Part of the applicant's name or email. */
  q: searchText('Search', 200),
};

/** The board's cards in each column: most recently updated first, or by match score. */
export const PIPELINE_BOARD_SORTS = ['updated', 'score'] as const;
export const pipelineBoardQuerySchema = z.object({
  ...pipelineFilters,
  sort: z.enum(PIPELINE_BOARD_SORTS).default('updated'),
});
export const pipelineBoardSchema = z.object({
  columns: z.array(
    z.object({ status: z.enum(APPLICATION_STATUSES), total: count, items: z.array(pipelineItemSchema) }),
  ),
});
export type PipelineBoard = z.infer<typeof pipelineBoardSchema>;

export const PIPELINE_LIST_SORTS = ['newest', 'oldest', 'updated', 'score'] as const;
export const pipelineListQuerySchema = z.object({
  ...pipelineFilters,
  status: z.enum(APPLICATION_STATUSES).optional(),
  sort: z.enum(PIPELINE_LIST_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const pipelineListSchema = z.object({
  items: z.array(pipelineItemSchema),
  total: count,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PipelineList = z.infer<typeof pipelineListSchema>;

/** GET /api/admin/applications/:id: one application with its applicant, for the pipeline's detail panel. */
export const pipelineDetailSchema = z.object({
  application: applicationSchema,
  item: pipelineItemSchema,
  /** The applicant's match score for the job; null when the job or the account is gone. */
  score: z.number().int().nullable(),
  /** What the applicant's profile says (skills by name); null when the account is gone or has none. */
  profile: z
    .object({
      headline: z.string(),
      skills: z.array(z.string()),
      experience: z.array(
        z.object({
          title: z.string(),
          company: z.string(),
          startDate: z.string(),
          endDate: z.string(),
          current: z.boolean(),
          description: z.string(),
        }),
      ),
      education: z.array(
        z.object({
          school: z.string(),
          degree: z.string(),
          field: z.string(),
          startYear: z.number().int(),
          endYear: z.number().int().nullable(),
          current: z.boolean(),
        }),
      ),
    })
    .nullable(),
  /** The applicant's resume (downloaded from GET /api/user/:email/resume); null when none. */
  resume: z.object({ fileName: z.string(), size: z.number().int() }).nullable(),
});
export type PipelineDetail = z.infer<typeof pipelineDetailSchema>;

/** Moving applications: the new status, with an optional next step and date, feedback and a note. */
const moveFields = {
  status: z.enum(APPLICATION_STATUSES.filter((status) => status !== 'Withdrawn') as [string, ...string[]], {
    error: 'Choose the status to move to',
  }),
  nextStep: text('Next step', { max: 120, tooLong: 'The next step can be at most 120 characters' })
    .nullable()
    .optional(),
  nextStepDate: z
    .string()
    .regex(ISO_DATE, { error: 'The next step date must be a date' })
    .nullable()
    .optional(),
  feedback: text('Feedback', { max: 2000, multiline: true }).nullable().optional(),
};

/** POST /api/admin/applications/bulk: several applications moved (or rejected) in one go, all or none. */
export const BULK_MOVE_MAX = 200;
export const bulkMoveSchema = z.object({
  applicationIds: z
    .array(z.uuid({ error: 'Each application must be an application id' }))
    .min(1, { error: 'Select at least one application' })
    .max(BULK_MOVE_MAX, { error: `Move at most ${BULK_MOVE_MAX} applications at once` }),
  ...moveFields,
});
export type BulkMove = z.infer<typeof bulkMoveSchema>;
export const bulkMoveResponseSchema = z.object({ moved: count, items: z.array(pipelineItemSchema) });
export type BulkMoveResponse = z.infer<typeof bulkMoveResponseSchema>;

// ---------------------------------------------------------------- users

export const adminUsersQuerySchema = z.object({
  q: searchText('Search', 200),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
  applications: count,
  /** The mail server refused the account's address: its job alerts are paused until it resumes them. */
  mailRefused: z.boolean(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSummarySchema),
  total: count,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsers = z.infer<typeof adminUsersResponseSchema>;

export const adminUserParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** GET /api/admin/users/:id: the user record as its owner sees it, and whether the account is disabled. */
export const adminUserDetailSchema = userRecordSchema.extend({ disabled: z.boolean() });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** PATCH /api/admin/users/:id: change the role, or disable or enable the account. */
export const adminUserUpdateSchema = z
  .object({
    role: z.enum(USER_ROLES, { error: 'Choose a role: user or admin' }).optional(),
    disabled: z.boolean({ error: 'Say whether the account is disabled' }).optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    error: 'Say what changes: the role or whether the account is disabled',
  });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const ADMIN_USER_MESSAGES = {
  lastAdmin: 'This is the last administrator: make someone else an administrator first.',
  disableSelf: 'You cannot disable your own account.',
  disabledSignIn:
    'This account has been disabled. If you think this is a mistake, contact the site’s administrators.',
} as const;
