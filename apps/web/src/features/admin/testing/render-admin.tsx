import { createMemoryRouter, useLocation } from 'react-router';
import type { PostingOptions } from '@skillmatch/shared/schemas/jobs';
import type { SessionState } from '@skillmatch/shared/schemas/session';
import { json, renderRouter, stubFetch, type ApiCall, type ApiHandler } from '../../../test/harness';
import { AddJobPage } from '../routes/add-job-page';
import { AdminDashboardPage } from '../routes/admin-dashboard-page';
import { CompaniesPage } from '../routes/companies-page';
import { EditJobPage } from '../routes/edit-job-page';
import { EmailTemplatesPage } from '../routes/email-templates-page';
import { InboxMessagePage } from '../routes/inbox-message-page';
import { InboxPage } from '../routes/inbox-page';
import { JobApplicantsPage } from '../routes/job-applicants-page';
import { JobListingsPage } from '../routes/job-listings-page';
import { PipelinePage } from '../routes/pipeline-page';
import { ReviewJobPage } from '../routes/review-job-page';
import { ReviewQueuePage } from '../routes/review-queue-page';
import { SettingsPage } from '../routes/settings-page';
import { UserPage } from '../routes/user-page';
import { UsersPage } from '../routes/users-page';

export { json } from '../../../test/harness';
export type { ApiCall as Call, ApiHandler as Handler } from '../../../test/harness';

export const apiError = (status: number, message: string, fields?: Record<string, string>) =>
  json({ statusCode: status, code: status === 404 ? 'NOT_FOUND' : 'VALIDATION', message, fields }, status);

/** GET /api/session for a signed-in administrator (answered unless the handler answers it). */
export const ADMIN_SESSION: SessionState = {
  user: {
    id: 'admin-1',
    email: 'boss@example.com',
    name: 'Grace Hopper',
    displayName: 'Grace Hopper',
    image: null,
    role: 'admin',
  },
  expiresAt: '2099-01-01T00:00:00.000Z',
  googleSignIn: false,
  site: { name: 'SkillMatch', signUpOpen: true, jobsPageSize: 20 },
  backOffice: { role: 'operator', company: null, companies: 0 },
};

/** GET /api/jobs/posting for the operator: any company, named in the form, published at once. */
export const OPERATOR_POSTING: PostingOptions = {
  operator: true,
  company: null,
  mayPost: true,
  reviewed: false,
};

/** GET /api/session for a company's recruiter (on `companies` teams, working in Acme Rockets). */
export const recruiterSession = (
  role: 'owner' | 'recruiter' | 'interviewer' = 'recruiter',
  companies = 1,
): SessionState => ({
  ...ADMIN_SESSION,
  user: {
    ...ADMIN_SESSION.user!,
    id: 'recruiter-1',
    name: 'Rita Recruiter',
    displayName: 'Rita Recruiter',
    role: 'user',
  },
  backOffice: { role, company: { id: COMPANY_ID, name: 'Acme Rockets' }, companies },
});

export const COMPANY_ID = '11111111-1111-4111-8111-111111111111';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * The admin pages in a memory router (the same paths as the app's), with `handler` answering the API.
 * Unanswered calls get a 404 so that a missing stub shows up as a failing assertion, not a hang.
 */
export function renderAdmin(path: string, handler: ApiHandler = () => undefined) {
  const calls: ApiCall[] = [];
  const fetchStub = stubFetch(async (call) => {
    const answer = await handler(call);
    // The session is asked for by every page (titles): kept out of `calls`, which tests read.
    if (call.url === '/api/session') return answer ?? json(ADMIN_SESSION);
    // Where the add-job screen posts: the operator's options, unless the test says otherwise.
    if (call.url === '/api/jobs/posting') return answer ?? json(OPERATOR_POSTING);
    calls.push(call);
    return answer ?? apiError(404, `No stub for ${call.method} ${call.url}`);
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <AdminDashboardPage /> },
      { path: '/admin/jobs', element: <AddJobPage /> },
      { path: '/admin/jobs/:id/edit', element: <EditJobPage /> },
      { path: '/admin/job-listings', element: <JobListingsPage /> },
      { path: '/admin/jobs/:id/applicants', element: <JobApplicantsPage /> },
      { path: '/admin/applications', element: <PipelinePage /> },
      { path: '/admin/inbox', element: <InboxPage /> },
      { path: '/admin/inbox/:id', element: <InboxMessagePage /> },
      { path: '/admin/review', element: <ReviewQueuePage /> },
      { path: '/admin/review/:id', element: <ReviewJobPage /> },
      { path: '/admin/users', element: <UsersPage /> },
      { path: '/admin/users/:id', element: <UserPage /> },
      { path: '/admin/settings', element: <SettingsPage /> },
      { path: '/admin/companies', element: <CompaniesPage /> },
      { path: '/admin/email-templates', element: <EmailTemplatesPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  return { ...renderRouter(router), router, calls, fetchStub };
}
