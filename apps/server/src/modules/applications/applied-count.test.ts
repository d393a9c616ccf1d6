import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { signUp, type TestAccount, requestAs } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const MOTIVATION = 'I have shipped accessible interfaces for six years and would love to join your team.';

/** The job page's "N applied" counts the people whose application stands, not those who withdrew. */
describe('how many applied', () => {
  let app: App;
  let first: TestAccount;
  let second: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    first = await signUp(app);
    second = await signUp(app);
  });
  afterAll(() => app.close());

  it('leaves out a withdrawn application, and counts it again when its applicant applies again', async () => {
    const jobId = (await makeJob(app, { title: 'Counted Engineer' })).id;
    const applied = async () =>
      (await requestAs(app, null, 'GET', `/api/jobs/${jobId}/applying`)).json().applicants;
    const firstId = (
      await requestAs(app, first, 'POST', '/api/applications', { jobId, motivation: MOTIVATION })
    ).json().applicationId;
    await requestAs(app, second, 'POST', '/api/applications', { jobId, motivation: MOTIVATION });
    expect(await applied()).toBe(2);
    await requestAs(app, first, 'POST', `/api/applications/${firstId}/withdraw`);
    expect(await applied()).toBe(1);
    await requestAs(app, first, 'POST', '/api/applications', { jobId, motivation: MOTIVATION });
    expect(await applied()).toBe(2);
  });
});
