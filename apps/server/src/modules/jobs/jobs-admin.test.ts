import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { signUp, signUpAdmin, type TestAccount, requestAs } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

describe('managing jobs (administrators only) and saving them', () => {
  let app: App;
  let admin: TestAccount;
  let seeker: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
    seeker = await signUp(app);
  });
  afterAll(() => app.close());

  const as = (
    account: TestAccount | undefined,
    method: 'POST' | 'PATCH' | 'DELETE' | 'PUT' | 'GET',
    url: string,
    payload?: object,
  ) => requestAs(app, account, method, url, payload);

  const newJob = {
    title: 'Data Engineer',
    company: 'Northwind',
    location: 'Leeds, UK',
    salaryMin: 60000,
    salaryMax: 80000,
    type: 'Full-time',
    category: 'Technology',
    description: 'Build pipelines.',
    skills: [' Python ', '', 'SQL', 'python'],
    responsibilities: ['Own the pipelines', '  '],
    requirements: [''],
    remote: true,
    postedDate: '2026-11-21',
  };

  it('lets an administrator publish a job, tidying its lists', async () => {
    const response = await as(admin, 'POST', '/api/jobs', newJob);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Data Engineer',
      skills: ['Python', 'SQL'],
      responsibilities: ['Own the pipelines'],
      requirements: [],
      status: 'active',
      currency: 'USD',
    });
    const listed = await as(undefined, 'GET', '/api/jobs?q=northwind');
    expect(listed.json().total).toBe(1);
  });

  it.each([
    [{ ...newJob, title: '  ' }, 'title', 'Title is required'],
    [{ ...newJob, description: '' }, 'description', 'Description is required'],
    [
      { ...newJob, salaryMin: 90000, salaryMax: 80000 },
      'salaryMax',
      'Minimum salary cannot be above the maximum',
    ],
    [
      { ...newJob, type: 'Gig' },
      'type',
      'type must be one of: Full-time, Part-time, Contract, Freelance, Internship',
    ],
    [
      { ...newJob, closingDate: '2026-01-01' },
      'closingDate',
      'Closing date cannot be before the posted date',
    ],
  ])('refuses an invalid job (%#) naming the field, and writes nothing', async (payload, field, message) => {
    const before = (await as(admin, 'GET', '/api/jobs?status=all')).json().total;
    const response = await as(admin, 'POST', '/api/jobs', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect((await as(admin, 'GET', '/api/jobs?status=all')).json().total).toBe(before);
  });

  it('refuses visitors (401) and job seekers (403) every change', async () => {
    const job = await makeJob(app);
    for (const [account, status] of [
      [undefined, 401],
      [seeker, 403],
    ] as const) {
      expect((await as(account, 'POST', '/api/jobs', newJob)).statusCode).toBe(status);
      expect((await as(account, 'PATCH', `/api/jobs/${job.id}`, { title: 'Hacked' })).statusCode).toBe(
        status,
      );
      expect((await as(account, 'DELETE', `/api/jobs/${job.id}`)).statusCode).toBe(status);
    }
    expect((await as(undefined, 'GET', `/api/jobs/${job.id}`)).json().title).toBe(job.title);
  });

  it('edits, closes and reopens a job; a closed job leaves the public list', async () => {
    const job = await makeJob(app, { title: 'Editable Role' });
    const edited = await as(admin, 'PATCH', `/api/jobs/${job.id}`, {
      title: 'Edited Role',
      skills: ['Rust'],
    });
    expect(edited.json()).toMatchObject({ title: 'Edited Role', skills: ['Rust'] });
    expect((await as(undefined, 'GET', '/api/jobs?skills=rust')).json().total).toBe(1);

    await as(admin, 'PATCH', `/api/jobs/${job.id}`, { status: 'closed' });
    expect((await as(undefined, 'GET', '/api/jobs?q=edited')).json().total).toBe(0);
    expect((await as(undefined, 'GET', `/api/jobs/${job.id}`)).json().status).toBe('closed');
    await as(admin, 'PATCH', `/api/jobs/${job.id}`, { status: 'active' });
    expect((await as(undefined, 'GET', '/api/jobs?q=edited')).json().total).toBe(1);
  });

  it('refuses an edit that would put the minimum salary above the stored maximum', async () => {
    const job = await makeJob(app, { salaryMin: 10_000, salaryMax: 20_000 });
    const response = await as(admin, 'PATCH', `/api/jobs/${job.id}`, { salaryMin: 30_000 });
    expect(response.statusCode).toBe(400);
    expect((await as(undefined, 'GET', `/api/jobs/${job.id}`)).json().salaryMin).toBe(10_000);
  });

  it('deletes a job, then answers 404 for it', async () => {
    const job = await makeJob(app);
    expect((await as(admin, 'DELETE', `/api/jobs/${job.id}`)).json()).toEqual({ deleted: true, id: job.id });
    expect((await as(undefined, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', `/api/jobs/${job.id}`)).statusCode).toBe(404);
  });

  it('keeps saved jobs per person, on the server', async () => {
    const job = await makeJob(app, { title: 'Worth Saving' });
    expect((await as(undefined, 'PUT', `/api/saved-jobs/${job.id}`)).statusCode).toBe(401);
    expect((await as(seeker, 'PUT', `/api/saved-jobs/${job.id}`)).json()).toEqual({ saved: true });
    expect((await as(seeker, 'PUT', `/api/saved-jobs/${job.id}`)).statusCode).toBe(200);
    expect(
      (await as(seeker, 'GET', '/api/saved-jobs')).json().jobs.map((saved: { id: string }) => saved.id),
    ).toEqual([job.id]);
    expect((await as(seeker, 'GET', `/api/jobs/${job.id}`)).json().isSaved).toBe(true);
    expect((await as(admin, 'GET', `/api/jobs/${job.id}`)).json().isSaved).toBe(false);
    expect((await as(seeker, 'GET', '/api/jobs?q=worth')).json().jobs[0].isSaved).toBe(true);
    expect((await as(seeker, 'DELETE', `/api/saved-jobs/${job.id}`)).json()).toEqual({ saved: false });
    expect((await as(seeker, 'GET', '/api/saved-jobs')).json().jobs).toEqual([]);
    expect((await as(seeker, 'PUT', '/api/saved-jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('marks jobs the viewer applied to, on the list, the job and saved jobs, until withdrawn', async () => {
    const job = await makeJob(app, { title: 'Already Applied Here' });
    await as(seeker, 'PUT', `/api/saved-jobs/${job.id}`);
    const marks = async (viewer: TestAccount) => [
      (await as(viewer, 'GET', '/api/jobs?q=already')).json().jobs[0].isApplied,
      (await as(viewer, 'GET', `/api/jobs/${job.id}`)).json().isApplied,
      ...(await as(viewer, 'GET', '/api/saved-jobs'))
        .json()
        .jobs.map((saved: { isApplied: boolean }) => saved.isApplied),
    ];
    expect(await marks(seeker)).toEqual([false, false, false]);
    const applied = await as(seeker, 'POST', '/api/applications', {
      jobId: job.id,
      motivation: 'I have run this kind of team for years and would like to do it with you next.',
    });
    expect(applied.statusCode).toBe(201);
    expect(await marks(seeker)).toEqual([true, true, true]);
    expect(await marks(admin)).toEqual([false, false]);
    await as(seeker, 'POST', `/api/applications/${applied.json().applicationId}/withdraw`);
    expect(await marks(seeker)).toEqual([false, false, false]);
  });
});
