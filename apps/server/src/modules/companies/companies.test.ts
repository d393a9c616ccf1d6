import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '@skillmatch/db/schema/companies';
import type { App } from '../../app-types';
import { requestAs, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { orchardWorld } from '../../../test/orchard-world';

/** A company’s public page, its jobs and badge in search, the company filter and facet, and the sitemap. */
describe('companies: the public page, and the company in search', () => {
  const world = orchardWorld();
  let app: App;
  let owner: TestAccount;
  let recruiter: TestAccount;
  let outsider: TestAccount;
  let operator: TestAccount;
  let orchardId: string;
  beforeAll(() => ({ app, owner, recruiter, outsider, operator, orchardId } = world));

  describe('GET /api/companies/:slug', () => {
    it('answers the page with only its published, open jobs, newest first, each linking back to it', async () => {
      const response = await requestAs(app, null, 'GET', '/api/companies/orchard-labs');
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({
        id: orchardId,
        slug: 'orchard-labs',
        name: 'Orchard Labs',
        verified: false,
        website: null,
        about: '',
        sizeBand: null,
        logoUrl: null,
        viewerCanEdit: false,
      });
      expect(page.jobs.map((job: { title: string }) => job.title)).toEqual([
        'Orchard Picker',
        'Orchard Gardener',
      ]);
      expect(page.jobs[0]).toMatchObject({
        companyId: orchardId,
        companySlug: 'orchard-labs',
        companyVerified: false,
      });
    });

    it('tells an owner and the operator they may edit it, a recruiter or outsider not', async () => {
      const canEdit = async (account: TestAccount) =>
        (await requestAs(app, account, 'GET', '/api/companies/orchard-labs')).json().viewerCanEdit;
      expect(await canEdit(owner)).toBe(true);
      expect(await canEdit(operator)).toBe(true);
      expect(await canEdit(recruiter)).toBe(false);
      expect(await canEdit(outsider)).toBe(false);
    });

    it('answers 404 for a slug no company has, and for a suspended company', async () => {
      expect((await requestAs(app, null, 'GET', '/api/companies/no-such-company')).statusCode).toBe(404);
      expect((await requestAs(app, null, 'GET', `/api/companies/${'x'.repeat(130)}`)).statusCode).toBe(400);
      await makeJob(app, { title: 'Shady Job', company: 'Shady Corp' });
      await app.db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.slug, 'shady-corp'));
      const response = await requestAs(app, null, 'GET', '/api/companies/shady-corp');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Company not found.');
    });
  });

  describe('job answers carry their company', () => {
    it('names the company’s id, slug and badge on one job and in search', async () => {
      await app.db
        .update(companies)
        .set({ verifiedAt: new Date(), verifiedBy: 'operator' })
        .where(eq(companies.id, orchardId));
      const search = (await requestAs(app, null, 'GET', '/api/jobs?q=orchard')).json();
      expect(search.jobs.length).toBeGreaterThan(0);
      for (const job of search.jobs) {
        expect(job).toMatchObject({
          companyId: orchardId,
          companySlug: 'orchard-labs',
          companyVerified: true,
        });
      }
      const one = (await requestAs(app, null, 'GET', `/api/jobs/${search.jobs[0].id}`)).json();
      expect(one).toMatchObject({ companySlug: 'orchard-labs', companyVerified: true });
      await app.db
        .update(companies)
        .set({ verifiedAt: null, verifiedBy: null })
        .where(eq(companies.id, orchardId));
    });
  });

  describe('the company filter and facet of search', () => {
    it('keeps one company’s jobs and counts the matches by company', async () => {
      const all = (await requestAs(app, null, 'GET', '/api/jobs?skills=horticulture')).json();
      expect(all.facets.company).toEqual([
        { value: 'orchard-labs', name: 'Orchard Labs', count: 2 },
        { value: 'brookside-bakery', name: 'Brookside Bakery', count: 1 },
      ]);
      const orchard = (
        await requestAs(app, null, 'GET', '/api/jobs?company=orchard-labs&skills=horticulture')
      ).json();
      expect(orchard.total).toBe(2);
      expect(orchard.jobs.map((job: { title: string }) => job.title).sort()).toEqual([
        'Orchard Gardener',
        'Orchard Picker',
      ]);
      expect(orchard.facets.company).toEqual([{ value: 'orchard-labs', name: 'Orchard Labs', count: 2 }]);
      const withText = (await requestAs(app, null, 'GET', '/api/jobs?company=orchard-labs&q=picker')).json();
      expect(withText.total).toBe(1);
      expect(withText.jobs[0].title).toBe('Orchard Picker');
      expect(
        (await requestAs(app, null, 'GET', '/api/jobs?company=brookside-bakery&q=orchard')).json().total,
      ).toBe(0);
      expect((await requestAs(app, null, 'GET', '/api/jobs?company=nobody-here')).json().total).toBe(0);
    });

    it('answers 400 for a company that is not a slug', async () => {
      const response = await requestAs(app, null, 'GET', '/api/jobs?company=Not%20A%20Slug!');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.company).toBe(
        'Company must be a company’s address, such as "lochlan-labs"',
      );
    });
  });

  it('lists the pages of companies with open jobs in the sitemap', async () => {
    await makeJob(app, { title: 'Gone', company: 'Closed Shop', status: 'closed' });
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>http://localhost:3000/companies/orchard-labs</loc>');
    expect(sitemap).toContain('/companies/brookside-bakery</loc>');
    expect(sitemap).not.toContain('/companies/closed-shop');
    expect(sitemap).not.toContain('/companies/shady-corp');
  });
});
