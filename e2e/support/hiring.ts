import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import {
  ADMIN,
  linkFromOutbox,
  newAccount,
  origin,
  seekerWithSkills,
  signInOverHttp,
  signUpOverHttp,
  type Account,
} from './accounts';
import { newCompany } from './companies';
import { expect } from './test';

/**
 * A company with a published job and one applicant, made over HTTP: its owner, and a seeker who applied,
 * each in their own context. The job is a Go and Kubernetes contract, the motivation long enough for
 * the form, so the demo catalogue's newest jobs and recommendations that other specs read stay the same.
 */
export async function companyWithApplicant(
  browser: Browser,
  base: string,
  options: BrowserContextOptions = {},
  {
    company = `Interview Works ${randomUUID().slice(0, 8)}`,
    title = `Interface Engineer ${randomUUID().slice(0, 8)}`,
  } = {},
) {
  const owner = await browser.newContext(options);
  await signUpOverHttp(owner.request, base, newAccount('Olive Owner'));
  const companyId = await newCompany(owner.request, base, company);
  const posted = await owner.request.post('/api/jobs', {
    headers: origin(base),
    data: {
      companyId,
      title,
      location: 'Lisbon, Portugal',
      category: 'Technology',
      type: 'Contract',
      description: 'Build the screens people hire with.',
      skills: ['Go', 'Kubernetes'],
    },
  });
  expect(posted.status()).toBe(201);
  const job = (await posted.json()) as { id: string };
  const operator = await browser.newContext();
  await signInOverHttp(operator.request, base, ADMIN);
  const reviewed = await operator.request.post(`/api/jobs/${job.id}/review`, {
    headers: origin(base),
    data: { decision: 'publish' },
  });
  expect(reviewed.status()).toBe(200);
  await operator.close();

  const seeker = await browser.newContext(options);
  const seekerAccount = await seekerWithSkills(seeker.request, base, ['Go', 'Kubernetes'], 'Sam Seeker');
  const applied = await seeker.request.post('/api/applications', {
    headers: origin(base),
    data: { jobId: job.id, motivation: 'I have run Go services on Kubernetes in production for years.' },
  });
  expect(applied.status()).toBe(201);
  const { applicationId } = (await applied.json()) as { applicationId: string };
  return { owner, companyId, company, seeker, seekerAccount, jobId: job.id, title, applicationId };
}

/**
 * A company's hiring work made over HTTP: `companyWithApplicant`, and an interviewer who accepted their
 * invitation to the team, in their own context.
 */
export async function hiringTeamWithApplicant(
  browser: Browser,
  base: string,
  options: BrowserContextOptions = {},
) {
  const hiring = await companyWithApplicant(browser, base, options);
  const interviewerAccount: Account = newAccount('Ivan Interviewer');
  const invited = await hiring.owner.request.post(`/api/companies/${hiring.companyId}/invitations`, {
    headers: origin(base),
    data: { email: interviewerAccount.email, role: 'interviewer' },
  });
  expect(invited.status()).toBe(201);
  let link = '';
  await expect
    .poll(async () => (link = await linkFromOutbox(interviewerAccount.email).catch(() => '')), {
      timeout: 15_000,
    })
    .toMatch(/\/invitations\/[\w-]+$/);
  const interviewer = await browser.newContext(options);
  await signUpOverHttp(interviewer.request, base, interviewerAccount);
  const accepted = await interviewer.request.post(`/api/invitations/${link.split('/').pop()}/accept`, {
    headers: origin(base),
  });
  expect(accepted.ok()).toBe(true);
  return { ...hiring, interviewer, interviewerAccount };
}

/** Closes every context of a hiring setup. */
export const closeAll = (hiring: {
  owner: BrowserContext;
  seeker: BrowserContext;
  interviewer?: BrowserContext;
}) => Promise.all([hiring.owner, hiring.seeker, hiring.interviewer].map((context) => context?.close()));

/** A day a week ahead, as a date field takes it (YYYY-MM-DD). */
export function dayAhead(days = 7): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An interview for the hiring setup's applicant a week ahead at 10:00 in Paris, held by its interviewer,
 * scheduled over HTTP by the owner: its id.
 */
export async function scheduleInterview(
  hiring: {
    owner: BrowserContext;
    applicationId: string;
    interviewerAccount: Account;
  },
  base: string,
  location?: string,
): Promise<string> {
  const scheduled = await hiring.owner.request.post(`/api/applications/${hiring.applicationId}/interviews`, {
    headers: origin(base),
    data: {
      startsAt: `${dayAhead()}T10:00`,
      durationMinutes: 45,
      timeZone: 'Europe/Paris',
      interviewerEmails: [hiring.interviewerAccount.email],
      ...(location ? { location } : {}),
    },
  });
  expect(scheduled.status()).toBe(201);
  return ((await scheduled.json()) as { id: string }).id;
}
