import { expect } from 'vitest';
import type { App } from '../src/app-types';
import { requestAs, signUp, type TestAccount } from './accounts';
import { assignInterviewer, makeCompany, type TestCompany } from './companies';
import { makeJob } from './job-factory';

/** A motivation long enough for any job's form. */
export const MOTIVATION =
  'I have shipped data pipelines for six years and would love to do it for your team.';

/** `seeker` applies to the job through the API; the new application's id. */
export async function applyAs(app: App, seeker: TestAccount, jobId: string): Promise<string> {
  const answer = await requestAs(app, seeker, 'POST', '/api/applications', { jobId, motivation: MOTIVATION });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().applicationId as string;
}

/** A company's hiring team with one applicant, and an outsider who owns another company. */
export interface HiringTeam {
  /** A recruiter of Alpha Works. */
  recruiter: TestAccount;
  /** An interviewer of Alpha Works, assigned to the job. */
  interviewer: TestAccount;
  /** The owner of Beta Labs, who must see nothing of Alpha Works. */
  outsider: TestAccount;
  seeker: TestAccount;
  company: TestCompany;
  jobId: string;
  /** The seeker's application to the job. */
  applicationId: string;
}

/**
 * The hiring team the interview, note and email tests start from: Alpha Works (a recruiter and an
 * interviewer), a job of theirs the seeker applied to, and Beta Labs' owner outside it.
 */
export async function hiringTeamWithApplicant(
  app: App,
  { seekerName = 'Sam Seeker', jobTitle = 'Data Engineer' }: { seekerName?: string; jobTitle?: string } = {},
): Promise<HiringTeam> {
  const recruiter = await signUp(app, { name: 'Rita Recruiter' });
  const interviewer = await signUp(app, { name: 'Ivan Interviewer' });
  const outsider = await signUp(app, { name: 'Olga Outsider' });
  const seeker = await signUp(app, { name: seekerName });
  const company = await makeCompany(app, {
    name: 'Alpha Works',
    members: [
      { id: recruiter.id, role: 'recruiter' },
      { id: interviewer.id, role: 'interviewer' },
    ],
  });
  await makeCompany(app, { name: 'Beta Labs', members: [{ id: outsider.id, role: 'owner' }] });
  const job = await makeJob(app, { title: jobTitle, company: company.name });
  await assignInterviewer(app, job.id, interviewer.id);
  const applicationId = await applyAs(app, seeker, job.id);
  return { recruiter, interviewer, outsider, seeker, company, jobId: job.id, applicationId };
}
