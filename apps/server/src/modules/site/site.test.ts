import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const MOTIVATION = 'I have run warehouses for ten years and would like to bring that to your team.';

describe('GET /api/site/stats', () => {
  let app: App;
  let admin: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const stats = async () => (await app.inject({ method: 'GET', url: '/api/site/stats' })).json();
  const jobsTotal = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/api/jobs?${query}` })).json().total;

  it('counts open jobs, the companies hiring, offers made and open jobs per category', async () => {
    expect(await stats()).toEqual({
      activeJobs: 0,
      companies: 0,
      offersMade: 0,
      categories: { Technology: 0, Healthcare: 0, Finance: 0, Sales: 0, Logistics: 0, Design: 0 },
    });

    await makeJob(app, { company: 'Acme', category: 'Technology' });
    await makeJob(app, { company: 'Acme', category: 'Design' });
    const offered = await makeJob(app, { company: 'Northwind', category: 'Logistics' });
    await makeJob(app, { company: 'Closed Co', category: 'Technology', status: 'closed' });

    const seeker = await signUp(app);
    const applied = await app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...sameOrigin(app), cookie: seeker.cookie },
      payload: { jobId: offered.id, motivation: MOTIVATION },
    });
    expect(applied.statusCode).toBe(201);
    const offer = await app.inject({
      method: 'PATCH',
      url: `/api/applications/${applied.json().applicationId}`,
      headers: { ...sameOrigin(app), cookie: admin.cookie },
      payload: { status: 'Offer' },
    });
    expect(offer.statusCode).toBe(200);

    const now = await stats();
    expect(now).toEqual({
      activeJobs: 3,
      companies: 2,
      offersMade: 1,
      categories: { Technology: 1, Healthcare: 0, Finance: 0, Sales: 0, Logistics: 1, Design: 1 },
    });
    expect(now.activeJobs).toBe(await jobsTotal(''));
    expect(now.categories.Technology).toBe(await jobsTotal('category=Technology'));
  });
});
