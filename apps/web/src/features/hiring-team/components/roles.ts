import type { CompanyRole } from '@skillmatch/shared/constants';

export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
};

/** What each role may do, in the team page's words. */
export const ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  owner: 'Everything, including the team and the company page',
  recruiter: 'The company’s jobs, applicants and pipeline',
  interviewer: 'Reads the applicants of the jobs they are assigned to',
};

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as CompanyRole[]).map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));

export const cardClass =
  'rounded-card border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/40';
export const skeletonBar = 'animate-pulse rounded bg-zinc-100 dark:bg-zinc-800';
