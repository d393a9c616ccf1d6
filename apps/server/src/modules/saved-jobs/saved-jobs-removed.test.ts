import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedJobs } from '@skillmatch/db/schema/saved-jobs';
import type { App } from '../../app-types';
import { requestAs, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

/** Nobody is ghosted: a saved job its employer deletes stays on the list, marked removed, until taken off. */
describe('a saved job whose employer deletes it', () => {
  let app: App;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const listOf = async (account: TestAccount) =>
    (await requestAs(app, account, 'GET', '/api/saved-jobs')).json();

  it('stays listed as removed by the employer, with what it was, and can be taken off the list', async () => {
    const seeker = await signUp(app, { name: 'Sam Saver' });
    const gone = await makeJob(app, { title: 'Vanishing Engineer', company: 'Acme', location: 'Porto' });
    const kept = await makeJob(app, { title: 'Lasting Engineer' });
    await requestAs(app, seeker, 'PUT', `/api/saved-jobs/${gone.id}`);
    await requestAs(app, seeker, 'PUT', `/api/saved-jobs/${kept.id}`);
    // The job's last title is what the person sees, not the one it had when saved.
    await requestAs(app, admin, 'PATCH', `/api/jobs/${gone.id}`, { title: 'Vanished Engineer' });

    expect((await requestAs(app, admin, 'DELETE', `/api/jobs/${gone.id}`)).statusCode).toBe(200);

    const list = await listOf(seeker);
    expect(list.jobs.map((job: { id: string }) => job.id)).toEqual([kept.id]);
    expect(list.removed).toEqual([
      {
        id: gone.id,
        title: 'Vanished Engineer',
        company: 'Acme',
        location: 'Porto',
        savedAt: expect.any(String),
        removedByEmployer: true,
      },
    ]);
    expect((await requestAs(app, seeker, 'PUT', `/api/saved-jobs/${gone.id}`)).statusCode).toBe(404);

    const unsave = await requestAs(app, seeker, 'DELETE', `/api/saved-jobs/${gone.id}`);
    expect(unsave.json()).toEqual({ saved: false });
    expect((await listOf(seeker)).removed).toEqual([]);
    expect((await listOf(seeker)).jobs.map((job: { id: string }) => job.id)).toEqual([kept.id]);
  });

  it('goes with the account that saved it', async () => {
    const seeker = await signUp(app, { name: 'Dee Parting' });
    const gone = await makeJob(app);
    const kept = await makeJob(app);
    await requestAs(app, seeker, 'PUT', `/api/saved-jobs/${gone.id}`);
    await requestAs(app, seeker, 'PUT', `/api/saved-jobs/${kept.id}`);
    await requestAs(app, admin, 'DELETE', `/api/jobs/${gone.id}`);
    expect(await app.db.select().from(savedJobs).where(eq(savedJobs.userId, seeker.id))).toHaveLength(2);

    expect((await requestAs(app, seeker, 'DELETE', `/api/user/${seeker.email}`)).statusCode).toBe(200);

    expect(await app.db.select().from(savedJobs).where(eq(savedJobs.userId, seeker.id))).toEqual([]);
  });
});
