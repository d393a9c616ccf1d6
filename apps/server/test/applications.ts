import { expect } from 'vitest';
import type { App } from '../src/app-types';
import { requestAs, type TestAccount } from './accounts';

/** A motivation long enough for any job's form. */
export const MOTIVATION =
  'I have shipped data pipelines for six years and would love to do it for your team.';

/** `seeker` applies to the job through the API; the new application's id. */
export async function applyAs(app: App, seeker: TestAccount, jobId: string): Promise<string> {
  const answer = await requestAs(app, seeker, 'POST', '/api/applications', { jobId, motivation: MOTIVATION });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().applicationId as string;
}
