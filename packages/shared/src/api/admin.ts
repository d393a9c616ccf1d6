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
  ContactInbox,
  contactInboxQuerySchema,
  ContactMessageDetail,
  contactMessageParamsSchema,
  contactReplyRequestSchema,
} from '../schemas/contact';
import type {
  ChangeSiteSettings,
  EmailChoices,
  ReplaceSiteSettings,
  SiteSettings,
} from '../schemas/settings';
import type { AdminStory, OwnStory, reviewStorySchema, storyIdParamsSchema } from '../schemas/stories';
import type { ApplicationId } from './params';
import type {
  AdminCompanies,
  adminCompaniesQuerySchema,
  AdminCompany,
  BackOfficeJobs,
  backOfficeJobsQuerySchema,
  companyIdParamsSchema,
} from '../schemas/back-office';
import { route, type QueryInput } from './api-route';

/* /api/admin: the back office (its dashboard, accounts, settings, success stories, contact inbox and the applications pipeline). */

export const getAdminStats = route<{ response: AdminStats }>('GET', '/api/admin/stats');

export const listActivity = route<{
  query: QueryInput<typeof activityQuerySchema>;
  response: z.output<typeof activityResponseSchema>;
}>('GET', '/api/admin/activity');

export const listUsers = route<{ query: QueryInput<typeof adminUsersQuerySchema>; response: AdminUsers }>(
  'GET',
  '/api/admin/users',
);

export const getAdminUser = route<{
  params: z.output<typeof adminUserParamsSchema>;
  response: AdminUserDetail;
}>('GET', '/api/admin/users/:id');

/** An account's resume, by its id: the back office's download links carry no email address. */
export const getUserResume = route<{
  params: z.output<typeof adminUserParamsSchema>;
  response: Blob;
}>('GET', '/api/admin/users/:id/resume');

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

export const getSiteSettings = route<{ response: SiteSettings }>('GET', '/api/admin/settings');

export const saveSiteSettings = route<{ body: ReplaceSiteSettings; response: SiteSettings }>(
  'PUT',
  '/api/admin/settings',
);

/** Change some settings (such as `jobModeration`), keeping the others. */
export const changeSiteSettings = route<{ body: ChangeSiteSettings; response: SiteSettings }>(
  'PATCH',
  '/api/admin/settings',
);

/** The signed-in administrator's own email choices. */
export const getEmailChoices = route<{ response: EmailChoices }>('GET', '/api/admin/email-choices');

export const saveEmailChoices = route<{ body: EmailChoices; response: EmailChoices }>(
  'PUT',
  '/api/admin/email-choices',
);

export const listStoriesToReview = route<{ response: AdminStory[] }>('GET', '/api/admin/stories');

export const reviewStory = route<{
  params: z.output<typeof storyIdParamsSchema>;
  body: z.input<typeof reviewStorySchema>;
  response: OwnStory;
}>('PATCH', '/api/admin/stories/:id');

export const listContactMessages = route<{
  query: QueryInput<typeof contactInboxQuerySchema>;
  response: ContactInbox;
}>('GET', '/api/admin/contact-messages');

export const getContactMessage = route<{
  params: z.output<typeof contactMessageParamsSchema>;
  response: ContactMessageDetail;
}>('GET', '/api/admin/contact-messages/:id');

export const replyToContactMessage = route<{
  params: z.output<typeof contactMessageParamsSchema>;
  body: z.input<typeof contactReplyRequestSchema>;
  response: ContactMessageDetail;
}>('POST', '/api/admin/contact-messages/:id/replies');

/** The jobs in the viewer's scope: every job for the operator, the current company's for its team. */
export const listBackOfficeJobs = route<{
  query: QueryInput<typeof backOfficeJobsQuerySchema>;
  response: BackOfficeJobs;
}>('GET', '/api/admin/jobs');

export const listCompanies = route<{
  query: QueryInput<typeof adminCompaniesQuerySchema>;
  response: AdminCompanies;
}>('GET', '/api/admin/companies');

type CompanyId = z.output<typeof companyIdParamsSchema>;

export const verifyCompany = route<{ params: CompanyId; response: AdminCompany }>(
  'POST',
  '/api/admin/companies/:id/verify',
);

export const suspendCompany = route<{ params: CompanyId; response: AdminCompany }>(
  'POST',
  '/api/admin/companies/:id/suspend',
);

export const unsuspendCompany = route<{ params: CompanyId; response: AdminCompany }>(
  'POST',
  '/api/admin/companies/:id/unsuspend',
);
