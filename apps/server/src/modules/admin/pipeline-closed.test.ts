import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app-types';
import { requestAs, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const MOTIVATION = 'I have shipped data pipelines for six years and would love to do it for your team.';
const CLOSED = 'Closed by the employer';

/** Nobody is ghosted: the back office sees the applications a closed job closed, and cannot move them. */
describe('applications closed by the employer in the back office', () => {
  let app: App;
  let admin: TestAccount;
  let applicationId: string;
  let jobId: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
    jobId = (await makeJob(app, { title: 'Shuttered Engineer', company: 'Acme' })).id;
    const seeker = await signUp(app, { name: 'Carl Closed' });
    const applied = await requestAs(app, seeker, 'POST', '/api/applications', {
      jobId,
      motivation: MOTIVATION,
    });
    applicationId = applied.json().applicationId;
    await requestAs(app, admin, 'PATCH', `/api/jobs/${jobId}`, { status: 'closed' });
    // Closing the job closes its applications in a task.
    await vi.waitFor(async () => expect((await app.tasks.counts()).pending).toBe(0), { timeout: 10_000 });
  });
  afterAll(() => app.close());

  it('has a board column with its count and cards', async () => {
    const board = (await requestAs(app, admin, 'GET', `/api/admin/applications/board?jobId=${jobId}`)).json();
    const closed = board.columns.find((column: { status: string }) => column.status === CLOSED);
    expect(closed).toMatchObject({
      total: 1,
      items: [
        {
          applicationId,
          status: CLOSED,
          applicant: expect.objectContaining({ name: 'Carl Closed' }),
          job: { id: jobId, title: 'Shuttered Engineer', company: 'Acme' },
        },
      ],
    });
    const applied = board.columns.find((column: { status: string }) => column.status === 'Applied');
    expect(applied.total).toBe(0);
  });

  it('is a status the list filters by and the dashboard counts', async () => {
    const list = await requestAs(
      app,
      admin,
      'GET',
      `/api/admin/applications?jobId=${jobId}&status=${encodeURIComponent(CLOSED)}`,
    );
    expect(list.json()).toMatchObject({ total: 1, items: [{ applicationId, status: CLOSED }] });
    const stats = (await requestAs(app, admin, 'GET', '/api/admin/stats')).json();
    expect(stats.funnel).toContainEqual({ status: CLOSED, count: 1 });
  });

  it('cannot be moved out of, one at a time or in bulk', async () => {
    const one = await requestAs(app, admin, 'PATCH', `/api/applications/${applicationId}`, {
      status: 'In Progress',
    });
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe('This application was closed with its job: it cannot be moved.');
    const bulk = await requestAs(app, admin, 'POST', '/api/admin/applications/bulk', {
      applicationIds: [applicationId],
      status: 'Interview',
    });
    expect(bulk.statusCode).toBe(409);
    const board = (await requestAs(app, admin, 'GET', `/api/admin/applications/board?jobId=${jobId}`)).json();
    expect(board.columns.find((column: { status: string }) => column.status === CLOSED).total).toBe(1);
  });
});
