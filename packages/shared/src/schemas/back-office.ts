import { z } from '../zod';
import { COMPANY_ROLES, JOB_STATUSES } from '../constants';
import { jobSchema } from './jobs';
import { searchText } from './text';

/*
 * The back office as hiring teams and the operator share it: who the viewer works for, the jobs in their
 * scope, the interviewers of a job, and the operator's companies list.
 */

const count = z.number().int().min(0);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** One company the signed-in person is on the hiring team of. */
export const myCompanySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  role: z.enum(COMPANY_ROLES),
});
export type MyCompany = z.infer<typeof myCompanySchema>;

/** GET /api/me/companies: the person's companies and the one the back office shows (null: none). */
export const myCompaniesSchema = z.object({
  companies: z.array(myCompanySchema),
  activeCompanyId: z.uuid().nullable(),
  /** Whether the person is the site's operator, who sees every company. */
  operator: z.boolean(),
});
export type MyCompanies = z.infer<typeof myCompaniesSchema>;

/** PUT /api/me/company: the company the back office shows from now on. */
export const chooseCompanySchema = z.object({
  companyId: z.uuid({ error: 'Choose one of your companies' }),
});

/** GET /api/admin/jobs: the jobs in the viewer's scope, newest first. */
export const backOfficeJobsQuerySchema = z.object({
  q: searchText('Search', 200),
  status: z.enum([...JOB_STATUSES, 'all']).default('all'),
  page,
  pageSize,
});

export const backOfficeJobsSchema = z.object({
  jobs: z.array(jobSchema),
  total: count,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BackOfficeJobs = z.infer<typeof backOfficeJobsSchema>;

/** PUT /api/jobs/:id/interviewers: the whole list of the job's interviewers. */
export const jobInterviewersUpdateSchema = z.object({
  userIds: z
    .array(z.string().trim().min(1, 'Choose a member of the hiring team').max(100))
    .max(50, 'A job can have at most 50 interviewers'),
});

export const jobInterviewerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
});

/** A job's interviewers, and the team members who could be. */
export const jobInterviewersSchema = z.object({
  interviewers: z.array(jobInterviewerSchema),
  team: z.array(jobInterviewerSchema),
});
export type JobInterviewers = z.infer<typeof jobInterviewersSchema>;

/** GET /api/admin/companies: the operator's list of companies. */
export const adminCompaniesQuerySchema = z.object({
  q: searchText('Search', 200),
  page,
  pageSize,
});

export const adminCompanySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  verified: z.boolean(),
  verifiedBy: z.enum(['operator', 'domain']).nullable(),
  suspended: z.boolean(),
  members: count,
  jobs: count,
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminCompaniesSchema = z.object({
  companies: z.array(adminCompanySchema),
  total: count,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCompanies = z.infer<typeof adminCompaniesSchema>;

export const companyIdParamsSchema = z.object({ id: z.uuid({ error: 'Company not found' }) });
