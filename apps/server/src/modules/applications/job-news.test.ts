import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { signUp, signUpAdmin, type TestAccount, requestAs } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { tellApplicantsJobClosed } from './job-closed';

const MOTIVATION = 'I have built design systems for eight years and would love to bring that to your team.';

/** What happens to a job reaches the seekers it concerns: its applicants when it closes, fitting seekers when it opens. */
describe('news of a job for the seekers it concerns', () => {
  let app: App;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const as = (account: TestAccount, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    requestAs(app, account, method, url, payload);

  it('tells the applicants of a job its recruiter closes, once, on the timeline and in the bell', async () => {
    const job = (await makeJob(app, { title: 'Closing Soon Engineer', company: 'Acme' })).id;
    const waiting = await signUp(app, { name: 'Waiting Applicant' });
    const gone = await signUp(app, { name: 'Gone Applicant' });
    const applyAs = async (account: TestAccount) =>
      (await as(account, 'POST', '/api/applications', { jobId: job, motivation: MOTIVATION })).json()
        .applicationId;
    await applyAs(waiting);
    await as(gone, 'POST', `/api/applications/${await applyAs(gone)}/withdraw`);
    // The acknowledgement is sent (and put on the timeline) by a background task.
    await expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
    const closed = await app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job}`,
      headers: { cookie: admin.cookie, origin: new URL(app.config.publicUrl).origin },
      payload: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);
    const bodies = async (account: TestAccount) =>
      (await as(account, 'GET', '/api/notifications'))
        .json()
        .items.filter((item: { kind: string }) => item.kind === 'job-closed')
        .map((item: { body: string }) => item.body);
    await expect
      .poll(() => bodies(waiting), { timeout: 10_000 })
      .toEqual([
        'Closing Soon Engineer at Acme was closed by the employer, so your application is closed. Thank you for applying.',
      ]);
    const mine = (await as(waiting, 'GET', '/api/applications')).json()[0];
    expect(mine.status).toBe('Closed by the employer');
    expect(mine.timeline.map((entry: { stage: string }) => entry.stage)).toEqual([
      'Applied',
      'Email sent',
      'Closed by the employer',
    ]);
    // A withdrawn application is not told; a second run of the task tells no one twice.
    expect(await bodies(gone)).toEqual([]);
    await tellApplicantsJobClosed(app, { jobId: job });
    expect(await bodies(waiting)).toHaveLength(1);
  });

  it('tells seekers a newly published job fits them strongly, and nobody else', async () => {
    const fitting = await signUp(app, { name: 'Fitting Seeker' });
    const unrelated = await signUp(app, { name: 'Other Seeker' });
    const profile = (skills: string[]) => ({
      profile: { headline: 'Engineer', bio: 'I build things.', location: 'Berlin', skills },
    });
    await as(fitting, 'PATCH', `/api/user/${fitting.email}`, profile(['Elixir', 'Phoenix']));
    await as(unrelated, 'PATCH', `/api/user/${unrelated.email}`, profile(['Nursing']));
    const created = await as(admin, 'POST', '/api/jobs', {
      title: 'Elixir Developer',
      company: 'Brew Labs',
      location: 'Remote',
      salaryMin: null,
      salaryMax: null,
      type: 'Full-time',
      category: 'Technology',
      description: 'Functional programming all day.',
      skills: ['Elixir', 'Phoenix'],
      remote: true,
    });
    expect(created.statusCode).toBe(201);
    const titles = async (account: TestAccount) =>
      (await as(account, 'GET', '/api/notifications'))
        .json()
        .items.map((item: { body: string }) => item.body);
    await expect.poll(() => titles(fitting)).toEqual(['Elixir Developer at Brew Labs fits your skills.']);
    expect(await titles(unrelated)).toEqual([]);
  });
});
