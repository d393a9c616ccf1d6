import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '@skillmatch/db/schema/auth';
import { companies } from '@skillmatch/db/schema/companies';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { App } from '../../app-types';
import type { TestAccount } from '../../../test/accounts';
import { moderationWorld } from '../../../test/moderation-world';

/**
 * Posting for a company, and moderation by the site's setting (the operator's decisions and who hears of
 * them: job-review.test.ts; what the public may see of a job that is not published: job-visibility.test.ts).
 */
describe('job moderation', () => {
  const world = moderationWorld();
  const { as, jobBody, makeCompany, join, moderation, post, eventually } = world;
  let app: App;
  let operator: TestAccount;
  let owner: TestAccount;
  let recruiter: TestAccount;
  let interviewer: TestAccount;
  let outsider: TestAccount;
  let seeker: TestAccount;
  let acme: string;
  let globex: string;
  beforeAll(() => ({ app, operator, owner, recruiter, interviewer, outsider, seeker, acme, globex } = world));

  describe('who may post for a company', () => {
    beforeAll(() => moderation('none'));

    it('lets its owners and recruiters post, for their company', async () => {
      const byOwner = await post(owner, jobBody({ companyId: acme }));
      const byRecruiter = await post(recruiter, jobBody({ companyId: acme, company: 'Ignored Text' }));
      // Left out, the company is the poster's current one.
      const byDefault = await post(recruiter, jobBody());
      for (const job of [byOwner, byRecruiter, byDefault]) {
        expect(job).toMatchObject({ company: 'Acme Moderated', review: 'published' });
        const [row] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
        expect(row!.companyId).toBe(acme);
      }
    });

    it('refuses an interviewer (403), someone of another company (404) and a seeker (403)', async () => {
      const byInterviewer = await as(interviewer, 'POST', '/api/jobs', jobBody({ companyId: acme }));
      expect(byInterviewer.statusCode).toBe(403);
      const byOutsider = await as(outsider, 'POST', '/api/jobs', jobBody({ companyId: acme }));
      expect(byOutsider.statusCode).toBe(404);
      expect(byOutsider.json().message).toBe('Company not found.');
      const bySeeker = await as(seeker, 'POST', '/api/jobs', jobBody({ companyId: acme }));
      expect(bySeeker.statusCode).toBe(403);
      await eventually('Moderated Role').toBe(3);
    });

    it('lets the operator post for any company, by id or by its name', async () => {
      const byId = await post(operator, jobBody({ companyId: globex }));
      expect(byId).toMatchObject({ company: 'Globex Moderated', review: 'published' });
      const byName = await post(operator, jobBody({ company: 'globex moderated' }));
      const [row] = await app.db.select().from(jobs).where(eq(jobs.id, byName.id));
      expect(row!.companyId).toBe(globex);
      const unknown = await as(
        operator,
        'POST',
        '/api/jobs',
        jobBody({ companyId: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(unknown.statusCode).toBe(404);
    });

    it('refuses a company that is suspended, whoever posts, and writes nothing', async () => {
      const initech = await makeCompany('Initech Suspended');
      await join(initech, recruiter, 'recruiter');
      await app.db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, initech));
      for (const [account, body] of [
        [recruiter, jobBody({ companyId: initech, title: 'Never Posted' })],
        [operator, jobBody({ companyId: initech, title: 'Never Posted' })],
        [operator, jobBody({ company: 'Initech Suspended', title: 'Never Posted' })],
      ] as const) {
        const refused = await as(account, 'POST', '/api/jobs', body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toMatch(/suspended, so it cannot post jobs/);
      }
      expect(await app.db.select().from(jobs).where(eq(jobs.title, 'Never Posted'))).toEqual([]);
    });

    it('answers 400 with field messages for a bad body', async () => {
      const response = await as(recruiter, 'POST', '/api/jobs', {
        ...jobBody(),
        companyId: 'not-a-company',
        draft: 'yes',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toMatchObject({
        companyId: 'Choose a company',
        draft: 'Say whether it is a draft',
      });
      const noCompany = await as(operator, 'POST', '/api/jobs', jobBody());
      expect(noCompany.statusCode).toBe(400);
      expect(noCompany.json().fields).toMatchObject({ company: 'Company is required' });
    });
  });

  describe('moderation modes', () => {
    it('first: a company’s first job waits for review, later ones publish at once', async () => {
      await moderation('first');
      const hooli = await makeCompany('Hooli First');
      await join(hooli, recruiter, 'recruiter');
      const first = await post(recruiter, jobBody({ companyId: hooli }));
      expect(first.review).toBe('pending');
      // Still nothing published: the second waits too.
      const second = await post(recruiter, jobBody({ companyId: hooli }));
      expect(second.review).toBe('pending');
      const published = await as(operator, 'POST', `/api/jobs/${first.id}/review`, { decision: 'publish' });
      expect(published.json().review).toBe('published');
      expect((await post(recruiter, jobBody({ companyId: hooli }))).review).toBe('published');
      // The operator's own posts publish at once.
      const vandelay = await makeCompany('Vandelay First');
      expect((await post(operator, jobBody({ companyId: vandelay }))).review).toBe('published');
    });

    it('all: every job of a company member waits; none: every job publishes', async () => {
      await moderation('all');
      expect((await post(recruiter, jobBody({ companyId: acme }))).review).toBe('pending');
      expect((await post(operator, jobBody({ companyId: acme }))).review).toBe('published');
      await moderation('none');
      const fresh = await makeCompany('Fresh None');
      await join(fresh, owner, 'owner');
      expect((await post(owner, jobBody({ companyId: fresh }))).review).toBe('published');
    });

    it('tells the add-job screen for whom the viewer posts and whether the job will be reviewed', async () => {
      await moderation('first');
      const fresh = await makeCompany('Posting Options Co');
      await join(fresh, interviewer, 'owner');
      await app.db.update(users).set({ activeCompanyId: fresh }).where(eq(users.id, interviewer.id));
      const asOwner = (await as(interviewer, 'GET', '/api/jobs/posting')).json();
      expect(asOwner).toEqual({
        operator: false,
        company: { id: fresh, name: 'Posting Options Co', role: 'owner', suspended: false },
        mayPost: true,
        reviewed: true,
      });
      // In Acme, where an earlier job is published and they interview, they may not post.
      await app.db.update(users).set({ activeCompanyId: acme }).where(eq(users.id, interviewer.id));
      expect((await as(interviewer, 'GET', '/api/jobs/posting')).json()).toMatchObject({
        company: { id: acme, role: 'interviewer' },
        mayPost: false,
        reviewed: false,
      });
      expect((await as(operator, 'GET', '/api/jobs/posting')).json()).toEqual({
        operator: true,
        company: null,
        mayPost: true,
        reviewed: false,
      });
      expect((await as(seeker, 'GET', '/api/jobs/posting')).statusCode).toBe(403);
    });

    it('refuses a setting that is not a mode, with its field', async () => {
      const response = await as(operator, 'PATCH', '/api/admin/settings', { jobModeration: 'some' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.jobModeration).toBe(
        'Choose no review, each company’s first job, or every job',
      );
      const byRecruiter = await as(recruiter, 'PATCH', '/api/admin/settings', { jobModeration: 'all' });
      expect(byRecruiter.statusCode).toBe(403);
    });
  });
});
