import type { z } from 'zod';
import type {
  activityQuerySchema,
  activityResponseSchema,
  AdminStats,
  AdminUserDetail,
  adminUserParamsSchema,
  AdminUsers,
  adminUsersQuerySchema,
  AdminUserSummary,
  adminUserUpdateSchema,
  applicantCountsQuerySchema,
  applicantCountsResponseSchema,
  bulkMoveResponseSchema,
  bulkMoveSchema,
  PipelineBoard,
  pipelineBoardQuerySchema,
  PipelineDetail,
  PipelineList,
  pipelineListQuerySchema,
} from '../schemas/admin';
import type {
  Application,
  applicationIdParamsSchema,
  Applying,
  applyRequestSchema,
  NotificationList,
  specApplyRequestSchema,
  updateApplicationSchema,
} from '../schemas/applications';
import type { contactRequestSchema } from '../schemas/contact';
import type { healthResponseSchema, readyResponseSchema } from '../schemas/health';
import type {
  createJobSchema,
  deleteJobResponseSchema,
  Job,
  jobIdParamsSchema,
  jobSearchQuerySchema,
  JobSearchResponse,
  updateJobSchema,
} from '../schemas/jobs';
import type {
  Candidates,
  matchesQuerySchema,
  matchesResponseSchema,
  Recommendation,
  recommendationsQuerySchema,
  skillSuggestionsQuerySchema,
  skillSuggestionsResponseSchema,
} from '../schemas/matching';
import type { subscribeRequestSchema, subscribeResponseSchema } from '../schemas/newsletter';
import type { jwtResponseSchema, logoutResponseSchema, SessionState } from '../schemas/session';
import type { SiteSettings } from '../schemas/settings';
import type { SiteStats } from '../schemas/site';
import type {
  AdminStory,
  OwnStory,
  PublicStory,
  reviewStorySchema,
  storyIdParamsSchema,
  submitStorySchema,
} from '../schemas/stories';
import type {
  addSkillRequestSchema,
  DbUser,
  updateProfileRequestSchema,
  upsertUserRequestSchema,
  userParamsSchema,
  userResponseSchema,
} from '../schemas/user';
import { route, type QueryInput } from './api-route';

/*
 * Every call of the API: the server's routes register these paths and the web app builds its URLs and
 * reads its answers' types from them. Params and queries are as the server's schemas read them; bodies
 * as a client sends them (z.input); answers as the server sends them. Read it as a namespace:
 * `import * as api from '@skillmatch/shared/api/api-map'`, then `api.getJob`.
 */

type JobId = z.output<typeof jobIdParamsSchema>;
type UserEmail = z.output<typeof userParamsSchema>;
type ApplicationId = z.output<typeof applicationIdParamsSchema>;
type UserAnswer = z.output<typeof userResponseSchema>;

// ---------------------------------------------------------------- jobs

export const searchJobs = route<{
  query: QueryInput<typeof jobSearchQuerySchema>;
  response: JobSearchResponse;
}>('GET', '/api/jobs');
export const getJob = route<{ params: JobId; response: Job }>('GET', '/api/jobs/:id');
/** The job form sends what it has: the server checks each field and names the missing ones (400, `fields`). */
export const createJob = route<{ body: Partial<z.input<typeof createJobSchema>>; response: Job }>(
  'POST',
  '/api/jobs',
);
export const updateJob = route<{ params: JobId; body: z.input<typeof updateJobSchema>; response: Job }>(
  'PATCH',
  '/api/jobs/:id',
);
export const deleteJob = route<{ params: JobId; response: z.output<typeof deleteJobResponseSchema> }>(
  'DELETE',
  '/api/jobs/:id',
);
export const listSavedJobs = route<{ response: { jobs: Job[] } }>('GET', '/api/saved-jobs');
export const saveJob = route<{ params: JobId; response: { saved: true } }>('PUT', '/api/saved-jobs/:id');
export const unsaveJob = route<{ params: JobId; response: { saved: false } }>(
  'DELETE',
  '/api/saved-jobs/:id',
);

// ---------------------------------------------------------------- matching

/** A page of recommendations; the total is in the `X-Total-Count` header. */
export const listRecommendations = route<{
  query: QueryInput<typeof recommendationsQuerySchema>;
  response: Recommendation[];
}>('GET', '/api/recommendations');
export const listMatches = route<{
  query: QueryInput<typeof matchesQuerySchema>;
  response: z.output<typeof matchesResponseSchema>;
}>('GET', '/api/matches');
export const listCandidates = route<{ params: JobId; response: Candidates }>(
  'GET',
  '/api/jobs/:id/candidates',
);
export const suggestSkills = route<{
  query: QueryInput<typeof skillSuggestionsQuerySchema>;
  response: z.output<typeof skillSuggestionsResponseSchema>;
}>('GET', '/api/skills');

// ---------------------------------------------------------------- applications

/** The spec's apply call; the web app applies through `apply`. */
export const applyAsUser = route<{
  params: UserEmail;
  body: z.input<typeof specApplyRequestSchema>;
  response: { success: true; application: Application };
}>('PATCH', '/api/user/:email/apply');
export const getApplying = route<{ params: JobId; response: Applying }>('GET', '/api/jobs/:id/applying');
export const apply = route<{ body: z.input<typeof applyRequestSchema>; response: Application }>(
  'POST',
  '/api/applications',
);
export const listApplications = route<{ response: Application[] }>('GET', '/api/applications');
export const withdrawApplication = route<{ params: ApplicationId; response: Application }>(
  'POST',
  '/api/applications/:id/withdraw',
);
export const updateApplication = route<{
  params: ApplicationId;
  body: z.input<typeof updateApplicationSchema>;
  response: Application;
}>('PATCH', '/api/applications/:id');

// ---------------------------------------------------------------- success stories

export const listPublicStories = route<{ response: PublicStory[] }>('GET', '/api/site/stories');
export const submitStory = route<{
  params: ApplicationId;
  body: z.input<typeof submitStorySchema>;
  response: OwnStory;
}>('POST', '/api/applications/:id/story');
export const listOwnStories = route<{ response: OwnStory[] }>('GET', '/api/stories/mine');
export const listStoriesToReview = route<{ response: AdminStory[] }>('GET', '/api/admin/stories');
export const reviewStory = route<{
  params: z.output<typeof storyIdParamsSchema>;
  body: z.input<typeof reviewStorySchema>;
  response: OwnStory;
}>('PATCH', '/api/admin/stories/:id');

// ---------------------------------------------------------------- users

export const upsertUser = route<{ body: z.input<typeof upsertUserRequestSchema>; response: DbUser }>(
  'POST',
  '/api/user',
);
export const getUser = route<{ params: UserEmail; response: DbUser }>('GET', '/api/user/:email');
export const saveProfile = route<{
  params: UserEmail;
  body: z.input<typeof updateProfileRequestSchema>;
  response: UserAnswer;
}>('PATCH', '/api/user/:email');
export const addSkill = route<{
  params: UserEmail;
  body: z.input<typeof addSkillRequestSchema>;
  response: UserAnswer;
}>('POST', '/api/user/:email/skills');
/** A download (a link, not a fetch): everything the site holds about the user, as JSON. */
export const exportAccount = route<{ params: UserEmail; response: Record<string, unknown> }>(
  'GET',
  '/api/user/:email/export',
);
export const deleteAccount = route<{ params: UserEmail; response: { success: true } }>(
  'DELETE',
  '/api/user/:email',
);

// ---------------------------------------------------------------- resumes

/** A multipart upload: the body is FormData with the PDF. */
export const uploadResume = route<{ params: UserEmail; body: FormData; response: UserAnswer }>(
  'PUT',
  '/api/user/:email/resume',
);
/** A download (a link, not a fetch): the PDF itself. */
export const getResume = route<{ params: UserEmail; response: Blob }>('GET', '/api/user/:email/resume');
export const deleteResume = route<{ params: UserEmail; response: UserAnswer }>(
  'DELETE',
  '/api/user/:email/resume',
);

// ---------------------------------------------------------------- notifications

type NotificationId = { id: string };

export const listNotifications = route<{ response: NotificationList }>('GET', '/api/notifications');
export const readNotification = route<{ params: NotificationId; response: NotificationList }>(
  'POST',
  '/api/notifications/:id/read',
);
export const readAllNotifications = route<{ response: NotificationList }>(
  'POST',
  '/api/notifications/read-all',
);
/** Server-sent events (an EventSource, not a fetch): each says the notifications changed. */
export const notificationStream = route<{ response: string }>('GET', '/api/notifications/stream');

// ---------------------------------------------------------------- session and sign-in

export const getSession = route<{ response: SessionState }>('GET', '/api/session');
export const issueJwt = route<{ response: z.output<typeof jwtResponseSchema> }>('POST', '/api/jwt');
export const logout = route<{ response: z.output<typeof logoutResponseSchema> }>('POST', '/api/logout');

/* better-auth's own endpoints: the server mounts its handler under /api/auth, so no route file lists these. */
export const signInWithEmail = route<{ body: { email: string; password: string }; response: unknown }>(
  'POST',
  '/api/auth/sign-in/email',
);
export const signUpWithEmail = route<{
  body: { name: string; email: string; password: string };
  response: unknown;
}>('POST', '/api/auth/sign-up/email');
export const signInWithProvider = route<{
  body: { provider: string; callbackURL: string; errorCallbackURL: string };
  response: { url: string };
}>('POST', '/api/auth/sign-in/social');
export const requestPasswordReset = route<{ body: { email: string; redirectTo: string }; response: unknown }>(
  'POST',
  '/api/auth/request-password-reset',
);
export const resetPassword = route<{ body: { token: string; newPassword: string }; response: unknown }>(
  'POST',
  '/api/auth/reset-password',
);
export const changePassword = route<{
  body: { currentPassword: string; newPassword: string };
  response: unknown;
}>('POST', '/api/auth/change-password');

// ---------------------------------------------------------------- site

export const getSiteStats = route<{ response: SiteStats }>('GET', '/api/site/stats');
export const sendContactMessage = route<{
  body: z.input<typeof contactRequestSchema>;
  response: { received: true };
}>('POST', '/api/contact');
export const subscribeToNewsletter = route<{
  body: z.input<typeof subscribeRequestSchema>;
  response: z.output<typeof subscribeResponseSchema>;
}>('POST', '/api/newsletter');
export const getHealth = route<{ response: z.output<typeof healthResponseSchema> }>('GET', '/api/health');
export const getReady = route<{ response: z.output<typeof readyResponseSchema> }>('GET', '/api/ready');

// ---------------------------------------------------------------- back office

export const getAdminStats = route<{ response: AdminStats }>('GET', '/api/admin/stats');
export const listActivity = route<{
  query: QueryInput<typeof activityQuerySchema>;
  response: z.output<typeof activityResponseSchema>;
}>('GET', '/api/admin/activity');
export const getSiteSettings = route<{ response: SiteSettings }>('GET', '/api/admin/settings');
export const saveSiteSettings = route<{ body: SiteSettings; response: SiteSettings }>(
  'PUT',
  '/api/admin/settings',
);

export const listUsers = route<{ query: QueryInput<typeof adminUsersQuerySchema>; response: AdminUsers }>(
  'GET',
  '/api/admin/users',
);
export const getAdminUser = route<{
  params: z.output<typeof adminUserParamsSchema>;
  response: AdminUserDetail;
}>('GET', '/api/admin/users/:id');
export const updateAdminUser = route<{
  params: z.output<typeof adminUserParamsSchema>;
  body: z.input<typeof adminUserUpdateSchema>;
  response: AdminUserSummary;
}>('PATCH', '/api/admin/users/:id');

export const getPipelineBoard = route<{
  query: QueryInput<typeof pipelineBoardQuerySchema>;
  response: PipelineBoard;
}>('GET', '/api/admin/applications/board');
export const listPipeline = route<{
  query: QueryInput<typeof pipelineListQuerySchema>;
  response: PipelineList;
}>('GET', '/api/admin/applications');
export const getPipelineApplication = route<{ params: ApplicationId; response: PipelineDetail }>(
  'GET',
  '/api/admin/applications/:id',
);
export const moveApplications = route<{
  body: z.input<typeof bulkMoveSchema>;
  response: z.output<typeof bulkMoveResponseSchema>;
}>('POST', '/api/admin/applications/bulk');
export const countApplicants = route<{
  query: QueryInput<typeof applicantCountsQuerySchema>;
  response: z.output<typeof applicantCountsResponseSchema>;
}>('GET', '/api/admin/jobs/applicants');
