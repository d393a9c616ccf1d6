import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { signUp, signUpAdmin, type TestAccount, requestAs } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const MOTIVATION = 'I have shipped data pipelines for six years and would love to do it for your team.';

describe('applicants per job, and the new ones since an administrator looked', () => {
  let app: App;
  let admin: TestAccount;
  let otherAdmin: TestAccount;
  let seeker: TestAccount;
  let busy: string;
  let quiet: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
    otherAdmin = await signUpAdmin(app);
    seeker = await signUp(app);
    busy = (await makeJob(app, { title: 'Busy Job' })).id;
    quiet = (await makeJob(app, { title: 'Quiet Job' })).id;
  });
  afterAll(() => app.close());

  const as = (account: TestAccount, url: string, payload?: object) =>
    requestAs(app, account, payload ? 'POST' : 'GET', url, payload);
  const counts = async (account: TestAccount) => {
    const response = await as(account, `/api/admin/jobs/applicants?jobId=${busy}&jobId=${quiet}`);
    expect(response.statusCode).toBe(200);
    return response.json().counts;
  };
  const applyFor = async (jobId: string) =>
    expect(
      (await as(await signUp(app), '/api/applications', { jobId, motivation: MOTIVATION })).statusCode,
    ).toBe(201);

  it('counts every applicant as new until the administrator opens the job’s candidates', async () => {
    await applyFor(busy);
    await applyFor(busy);
    expect(await counts(admin)).toEqual([
      { jobId: busy, applicants: 2, new: 2 },
      { jobId: quiet, applicants: 0, new: 0 },
    ]);

    expect((await as(admin, `/api/jobs/${busy}/candidates`)).statusCode).toBe(200);
    expect(await counts(admin)).toEqual([
      { jobId: busy, applicants: 2, new: 0 },
      { jobId: quiet, applicants: 0, new: 0 },
    ]);

    await applyFor(busy);
    expect((await counts(admin))[0]).toEqual({ jobId: busy, applicants: 3, new: 1 });
    // Each administrator has their own "since I last looked".
    expect((await counts(otherAdmin))[0]).toEqual({ jobId: busy, applicants: 3, new: 3 });
  });

  it('is for administrators only, before the query is checked', async () => {
    expect((await as(seeker, '/api/admin/jobs/applicants?jobId=nope')).statusCode).toBe(403);
    expect((await as(seeker, `/api/jobs/${busy}/candidates`)).statusCode).toBe(403);
    const invalid = await as(admin, '/api/admin/jobs/applicants?jobId=nope');
    expect(invalid.statusCode).toBe(400);
  });
});
