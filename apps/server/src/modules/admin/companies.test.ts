import { and, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '@skillmatch/db/schema/companies';
import { jobChanges } from '@skillmatch/db/schema/job-catalogue';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { App } from '../../app-types';
import { requestAs, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeCompany, type TestCompany } from '../../../test/companies';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('the operator’s companies, and switching company', () => {
  let app: App;
  let operator: TestAccount;
  let recruiter: TestAccount;
  let seeker: TestAccount;
  let acme: TestCompany;
  let globex: TestCompany;
  let acmeJob: { id: string };

  beforeAll(async () => {
    app = await createTestApp();
    operator = await signUpAdmin(app);
    recruiter = await signUp(app, { name: 'Rita Recruiter' });
    seeker = await signUp(app, { name: 'Sam Seeker' });
    acme = await makeCompany(app, {
      name: 'Acme Rockets',
      members: [{ id: recruiter.id, role: 'recruiter' }],
    });
    globex = await makeCompany(app, { name: 'Globex Corp', members: [{ id: recruiter.id, role: 'owner' }] });
    acmeJob = await makeJob(app, { title: 'Rocket Engineer', company: acme.name });
    await makeJob(app, { title: 'Rocket Designer', company: acme.name });
    await makeJob(app, { title: 'Globex Analyst', company: globex.name });
  });
  afterAll(() => app.close());

  const as = (who: TestAccount, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    requestAs(app, who, method, url, payload);

  it('lists the companies by part of the name, with their team and job counts, for the operator only', async () => {
    const found = await as(operator, 'GET', '/api/admin/companies?q=rocket');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, page: 1 });
    expect(found.json().companies).toEqual([
      expect.objectContaining({ id: acme.id, name: 'Acme Rockets', members: 1, jobs: 2, suspended: false }),
    ]);
    expect((await as(recruiter, 'GET', '/api/admin/companies')).statusCode).toBe(403);
    expect((await as(operator, 'GET', '/api/admin/companies?pageSize=0')).statusCode).toBe(400);
  });

  it('verifies a company as the operator', async () => {
    const verified = await as(operator, 'POST', `/api/admin/companies/${globex.id}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, verifiedBy: 'operator' });
    expect((await as(operator, 'POST', `/api/admin/companies/${NO_SUCH_ID}/verify`)).statusCode).toBe(404);
    expect((await as(operator, 'POST', '/api/admin/companies/nope/verify')).statusCode).toBe(400);
  });

  it('suspends a company: its jobs are written to the change log at once, its team can no longer change them', async () => {
    const [{ last } = { last: 0 }] = await app.db.select({ last: max(jobChanges.seq) }).from(jobChanges);
    const suspended = await as(operator, 'POST', `/api/admin/companies/${acme.id}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().suspended).toBe(true);
    const acmeJobIds = (
      await app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, acme.id))
    ).map((row) => row.id);
    const logged = await app.db
      .select({ jobId: jobChanges.jobId })
      .from(jobChanges)
      .where(and(gt(jobChanges.seq, last ?? 0), inArray(jobChanges.jobId, acmeJobIds)));
    expect(new Set(logged.map((row) => row.jobId))).toEqual(new Set(acmeJobIds));

    await as(recruiter, 'PUT', '/api/me/company', { companyId: acme.id });
    const change = await as(recruiter, 'PATCH', `/api/jobs/${acmeJob.id}`, { description: 'Changed.' });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toMatch(/suspended/);
    // Still readable: the team sees what it has.
    expect((await as(recruiter, 'GET', '/api/admin/jobs')).json().total).toBe(2);

    const lifted = await as(operator, 'POST', `/api/admin/companies/${acme.id}/unsuspend`);
    expect(lifted.json().suspended).toBe(false);
    expect(
      (await as(recruiter, 'PATCH', `/api/jobs/${acmeJob.id}`, { description: 'Changed.' })).statusCode,
    ).toBe(200);
    const [row] = await app.db.select().from(companies).where(eq(companies.id, acme.id));
    expect(row?.suspendedAt).toBeNull();
  });

  it('switches the back office between the person’s companies, and only to theirs', async () => {
    const mine = await as(recruiter, 'GET', '/api/me/companies');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().companies.map((company: { name: string }) => company.name)).toEqual([
      'Acme Rockets',
      'Globex Corp',
    ]);
    expect(mine.json().operator).toBe(false);

    const toGlobex = await as(recruiter, 'PUT', '/api/me/company', { companyId: globex.id });
    expect(toGlobex.statusCode).toBe(200);
    expect(toGlobex.json().activeCompanyId).toBe(globex.id);
    const titles = (await as(recruiter, 'GET', '/api/admin/jobs'))
      .json()
      .jobs.map((job: { title: string }) => job.title);
    expect(titles).toEqual(['Globex Analyst']);
    // The session tells the web app whom the person now works for.
    expect((await as(recruiter, 'GET', '/api/session')).json().backOffice).toEqual({
      role: 'owner',
      company: { id: globex.id, name: 'Globex Corp' },
      companies: 2,
    });

    const other = await makeCompany(app, { name: 'Initech' });
    expect((await as(recruiter, 'PUT', '/api/me/company', { companyId: other.id })).statusCode).toBe(404);
    const bad = await as(recruiter, 'PUT', '/api/me/company', { companyId: 'acme' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.companyId).toBe('Choose one of your companies');
    expect((await as(recruiter, 'GET', '/api/me/companies')).json().activeCompanyId).toBe(globex.id);

    const none = (await as(seeker, 'GET', '/api/me/companies')).json();
    expect(none).toEqual({ companies: [], activeCompanyId: null, operator: false });
    expect((await as(seeker, 'GET', '/api/session')).json().backOffice).toBeUndefined();
    expect((await as(operator, 'GET', '/api/session')).json().backOffice).toMatchObject({ role: 'operator' });
    expect((await as(seeker, 'GET', '/api/admin/jobs')).statusCode).toBe(403);
  });
});
