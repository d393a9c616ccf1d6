import type { APIRequestContext } from '@playwright/test';
import { origin } from './accounts';
import { expect } from './test';

/** A job as the administrator's form sends it (the e2e package does not import the contract). */
const JOB = {
  company: 'Applied Co',
  location: 'Lisbon, Portugal',
  salaryMin: 60000,
  salaryMax: 80000,
  type: 'Full-time',
  category: 'Technology',
  experience: '3+ years',
  description: 'Build the product with us.',
  skills: ['React', 'TypeScript'],
  remote: false,
};

/** A fresh job of the test's own, published over the API by an administrator: no parallel test shares it. */
export async function newJob(
  admin: APIRequestContext,
  baseURL: string,
  title: string,
  overrides: Partial<typeof JOB> = {},
): Promise<string> {
  const response = await admin.post('/api/jobs', {
    headers: origin(baseURL),
    data: { ...JOB, title, ...overrides },
  });
  if (!response.ok()) throw new Error(`job failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).id;
}

/**
 * Waits until the applicant's acknowledgement (sent by a background task) is on the application's
 * timeline, so that what a test does next comes after it there.
 */
export async function acknowledged(request: APIRequestContext, applicationId: string) {
  await expect
    .poll(
      async () => {
        const mine = (await (await request.get('/api/applications')).json()) as {
          applicationId: string;
          timeline: { stage: string }[];
        }[];
        const application = mine.find((one) => one.applicationId === applicationId);
        return application?.timeline.some((entry) => entry.stage === 'Email sent') ?? false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}
