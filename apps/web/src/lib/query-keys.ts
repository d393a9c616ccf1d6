import type * as api from '@skillmatch/shared/api/api-map';
import type { QueryOf } from '@skillmatch/shared/api/api-route';

/*
 * Every query key of the app, in one place. A key starts with what a change makes stale, so that one
 * invalidation reaches every copy: ['jobs'] every search of jobs, ['admin'] everything the back office
 * shows, ['applications'] the seeker's applications and the apply panels. After the namespace come the
 * call's own inputs (an id, a query).
 */

export const sessionQueryKey = ['session'] as const;
/** Set, never fetched: who was signed in when the server showed their session had ended, and on which page. */
export const sessionEndedQueryKey = ['session-ended'] as const;
export const siteStatsQueryKey = ['site-stats'] as const;
export const successStoriesQueryKey = ['success-stories'] as const;
export const notificationsQueryKey = ['notifications'] as const;

// ---------------------------------------------------------------- jobs

/** Every search of jobs: the public pages' and the back office's tables. */
export const jobSearchesQueryKey = ['jobs'] as const;
export const jobSearchQueryKey = (query: QueryOf<typeof api.searchJobs>) => ['jobs', query] as const;
/** The back office's job listings (the jobs in the viewer's scope). */
export const adminJobsQueryKey = (query: QueryOf<typeof api.listBackOfficeJobs>) =>
  ['jobs', 'admin', query] as const;
export const jobQueryKey = (id: string) => ['job', id] as const;
/** A job's employer and similar jobs: under ['jobs'], so any change to the catalogue refreshes it. */
export const relatedJobsQueryKey = (id: string) => ['jobs', 'related', id] as const;
export const savedJobsQueryKey = ['saved-jobs'] as const;
/** A company's page with its open jobs: under ['jobs'], so any change to the catalogue refreshes it. */
export const companyPageQueryKey = (slug: string) => ['jobs', 'company', slug] as const;

/** Every list of jobs: the searches and the saved jobs. */
export const JOB_LIST_QUERY_KEYS = [jobSearchesQueryKey, savedJobsQueryKey] as const;

export const matchesQueryKey = ['matches'] as const;
/** The signed-in seeker's scores for a page of jobs (badges on the job list and detail). */
export const jobMatchesQueryKey = (jobIds: readonly string[]) => ['matches', ...jobIds] as const;

export const recommendationsQueryKey = ['recommendations'] as const;
/** A seeker's recommendations: `view` names the screen's slice ("list", "top"). */
export const recommendationsPageQueryKey = (email: string, view: string, pageSize: number) =>
  ['recommendations', email, view, pageSize] as const;

// ---------------------------------------------------------------- the seeker

/** Every user record. */
export const usersQueryKey = ['user'] as const;
/** GET /api/me: the signed-in person's record with the profile and its completion. */
export const userQueryKey = (email: string) => ['user', email] as const;

/** Everything a change of the seeker's skills makes stale (the job list's best-match order too). */
export const SKILL_DEPENDENT_QUERY_KEYS = [
  recommendationsQueryKey,
  matchesQueryKey,
  usersQueryKey,
  ...JOB_LIST_QUERY_KEYS,
] as const;

export const skillSuggestionsQueryKey = (typed: string) => ['skills', typed] as const;

/** The seeker's applications and each job's apply panel. */
export const applicationsQueryKey = ['applications'] as const;
export const myApplicationsQueryKey = ['applications', 'mine'] as const;
export const applyingQueryKey = (jobId: string) => ['applications', 'job', jobId] as const;
/** The candidate's interviews for one application. */
export const applicationInterviewsQueryKey = (id: string) => ['applications', 'interviews', id] as const;
/** The candidate's conversation with the hiring team for one application. */
export const applicationEmailsQueryKey = (id: string) => ['applications', 'emails', id] as const;

export const myStoriesQueryKey = ['stories', 'mine'] as const;

// ---------------------------------------------------------------- the back office

/** Everything the back office shows: one invalidation after a move refreshes it all. */
export const adminQueryKey = ['admin'] as const;
export const adminStatsQueryKey = ['admin', 'stats'] as const;
/** The viewer's own interviews to come (their dashboard). */
export const upcomingInterviewsQueryKey = ['admin', 'interviews', 'upcoming'] as const;
/** The company's own scorecard items, after each job's skills. */
export const scorecardItemsQueryKey = ['admin', 'interviews', 'attributes'] as const;
export const adminActivityQueryKey = ['admin', 'activity'] as const;
export const adminSettingsQueryKey = ['admin', 'settings'] as const;
export const adminEmailChoicesQueryKey = ['admin', 'email-choices'] as const;
/** The company's email templates to candidates. */
export const emailTemplatesQueryKey = ['admin', 'email-templates'] as const;
/** An application's conversation with the candidate, as the hiring team sees it. */
export const teamCandidateEmailsQueryKey = (id: string) => ['admin', 'candidate-emails', id] as const;
/** The email a move proposes for one application. */
export const emailDraftQueryKey = (id: string, kind: string) => ['admin', 'email-draft', id, kind] as const;
export const adminStoriesQueryKey = ['admin', 'stories'] as const;
export const adminInboxQueryKey = ['admin', 'inbox'] as const;
/** The operator's review queue: the jobs waiting for review. */
export const adminJobReviewsQueryKey = ['admin', 'job-reviews'] as const;
/** For whom the viewer posts a job, and whether it will be reviewed (the add-job screen). */
export const postingOptionsQueryKey = ['admin', 'posting-options'] as const;
export const adminInboxListQueryKey = (params: object) => ['admin', 'inbox', 'list', params] as const;
export const adminInboxMessageQueryKey = (id: string) => ['admin', 'inbox', 'message', id] as const;
/** Every list of accounts. */
export const adminUsersQueryKey = ['admin', 'users'] as const;
export const adminUserListQueryKey = (params: object) => ['admin', 'users', params] as const;
export const adminUserQueryKey = (id: string) => ['admin', 'user', id] as const;
export const applicantCountsQueryKey = (jobIds: readonly string[]) =>
  ['admin', 'applicant-counts', jobIds] as const;
export const pipelineBoardQueryKey = (filters: object) => ['admin', 'pipeline', 'board', filters] as const;
export const pipelineListQueryKey = (params: object) => ['admin', 'pipeline', 'list', params] as const;
export const pipelineJobsQueryKey = ['admin', 'pipeline', 'jobs'] as const;
export const pipelineApplicationQueryKey = (id: string) => ['admin', 'application', id] as const;
export const candidatesQueryKey = (jobId: string) => ['admin', 'candidates', jobId] as const;

// ---------------------------------------------------------------- hiring teams

/** Every answer about hiring teams: under ['admin'], so switching company refreshes them too. */
export const hiringTeamsQueryKey = ['admin', 'team'] as const;
export const hiringTeamQueryKey = (companyId: string) => ['admin', 'team', 'company', companyId] as const;
/** What an invitation link offers: depends on who is signed in, so a sign-in refetches it. */
export const invitationQueryKey = (token: string, viewerId: string | null) =>
  ['invitation', token, viewerId] as const;
/** The operator's companies. */
export const adminCompaniesQueryKey = ['admin', 'companies'] as const;
export const adminCompanyListQueryKey = (params: object) => ['admin', 'companies', params] as const;
/** A job's interviewers and its company's team. */
export const jobInterviewersQueryKey = (jobId: string) => ['admin', 'interviewers', jobId] as const;
/** The companies the signed-in person is on the team of. */
export const myCompaniesQueryKey = ['my-companies'] as const;

// ---------------------------------------------------------------- job alerts

/** The signed-in person's job alerts (the profile's list). */
export const savedSearchesQueryKey = ['saved-searches'] as const;
/** An alert as its email's signed link shows it, signed out. */
export const alertLinkQueryKey = (id: string) => ['alert-link', id] as const;

// ---------------------------------------------------------------- interviews (the hiring team)

/** Every answer about one application's interviews, scorecards and notes, refreshed together. */
export const teamWorkQueryKey = (applicationId: string) => ['admin', 'team-work', applicationId] as const;
export const teamInterviewsQueryKey = (applicationId: string) =>
  [...teamWorkQueryKey(applicationId), 'interviews'] as const;
export const scorecardSummaryQueryKey = (applicationId: string) =>
  [...teamWorkQueryKey(applicationId), 'scorecards'] as const;
export const applicationNotesQueryKey = (applicationId: string) =>
  [...teamWorkQueryKey(applicationId), 'notes'] as const;
/** The viewer's own scorecard for an interview. */
export const myScorecardQueryKey = (interviewId: string) => ['admin', 'scorecard', interviewId] as const;
