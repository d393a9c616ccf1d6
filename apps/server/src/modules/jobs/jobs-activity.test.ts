import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '@skillmatch/db/schema/activity-log';
import type { App } from '../../app-types';
import { signUpAdmin, type TestAccount, requestAs } from '../../../test/accounts';
import { jobInput } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

describe('what administrators do to jobs is recorded for the dashboard', () => {
  let app: App;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const as = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    requestAs(app, admin, method, url, payload);
  /** The job entries, oldest first. */
  const jobEntries = () =>
    app.db
      .select({
        kind: activityLog.kind,
        actor: activityLog.actorName,
        summary: activityLog.summary,
        link: activityLog.link,
      })
      .from(activityLog)
      .where(like(activityLog.kind, 'job.%'))
      .orderBy(asc(activityLog.createdAt));

  it('records publishing, editing, closing, reopening and deleting a job', async () => {
    const created = await as('POST', '/api/jobs', jobInput({ title: 'Data Engineer', company: 'Acme' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await as('PATCH', `/api/jobs/${id}`, { title: 'Senior Data Engineer' })).statusCode).toBe(200);
    // Closing with another change is still a closing.
    expect((await as('PATCH', `/api/jobs/${id}`, { status: 'closed', salaryMax: 90_000 })).statusCode).toBe(
      200,
    );
    expect((await as('PATCH', `/api/jobs/${id}`, { status: 'active' })).statusCode).toBe(200);
    expect((await as('DELETE', `/api/jobs/${id}`)).statusCode).toBe(200);

    const link = `/jobs/${id}`;
    expect(await jobEntries()).toEqual([
      {
        kind: 'job.created',
        actor: 'Grace Admin',
        summary: 'Grace Admin posted Data Engineer at Acme',
        link,
      },
      {
        kind: 'job.edited',
        actor: 'Grace Admin',
        summary: 'Grace Admin edited Senior Data Engineer at Acme',
        link,
      },
      {
        kind: 'job.closed',
        actor: 'Grace Admin',
        summary: 'Grace Admin closed Senior Data Engineer at Acme',
        link,
      },
      {
        kind: 'job.reopened',
        actor: 'Grace Admin',
        summary: 'Grace Admin reopened Senior Data Engineer at Acme',
        link,
      },
      {
        kind: 'job.deleted',
        actor: 'Grace Admin',
        summary: 'Grace Admin deleted Senior Data Engineer at Acme',
        link: null,
      },
    ]);
  });

  it('records nothing when the change is refused', async () => {
    const before = await jobEntries();
    const id = (await as('POST', '/api/jobs', jobInput())).json().id;
    const refused = await as('PATCH', `/api/jobs/${id}`, { salaryMin: 100_000, salaryMax: 90_000 });
    expect(refused.statusCode).toBe(400);
    expect((await as('DELETE', '/api/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await jobEntries()).slice(before.length).map((entry) => entry.kind)).toEqual(['job.created']);
  });
});
