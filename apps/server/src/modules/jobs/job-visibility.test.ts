import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '@skillmatch/db/schema/companies';
import { companyMembers } from '@skillmatch/db/schema/hiring-team';
import { jobs } from '@skillmatch/db/schema/jobs';
import { siteSettings } from '@skillmatch/db/schema/site-settings';
import type { CompanyRole } from '@skillmatch/shared/constants';
import type { App } from '../../app-types';
import { requestAs, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { notifyStrongMatches } from '../matching/strong-matches';

/**
 * Only published jobs of companies that are not suspended reach seekers: search, recommendations, the
 * sitemap, similar jobs, strong-match notifications, the public job page and applying. Their team and the
 * operator still open them.
 */
describe('what seekers see of jobs that are not published', () => {
  let app: App;
  let operator: TestAccount;
  let recruiter: TestAccount;
  let interviewer: TestAccount;
  let outsider: TestAccount;
  let seeker: TestAccount;
  let acme: string;

  const as = (
    account: TestAccount | undefined,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) => requestAs(app, account, method, url, payload);
  const searchTotal = async (text: string, status = 'active') =>
    (
      await as(
        status === 'active' ? undefined : operator,
        'GET',
        `/api/jobs?status=${status}&q=${encodeURIComponent(text)}`,
      )
    ).json().total as number;
  /**
   * Search reads a change once every transaction begun before it has ended, across the whole PostgreSQL
   * server (another database's long transaction holds it back too): looked for again until it shows.
   */
  const eventually = (text: string, status = 'active') =>
    expect.poll(() => searchTotal(text, status), { timeout: 20_000 });
  const recommendedIds = async () =>
    JSON.stringify((await as(seeker, 'GET', '/api/recommendations?pageSize=50')).json());
  const sitemap = async () => (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const matchNotifications = async () =>
    (await as(seeker, 'GET', '/api/notifications'))
      .json()
      .items.filter((item: { kind: string }) => item.kind === 'match')
      .map((item: { link: string }) => item.link);

  async function makeCompany(name: string): Promise<string> {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const [row] = await app.db.insert(companies).values({ name, slug }).returning({ id: companies.id });
    return row!.id;
  }
  const join = (companyId: string, account: TestAccount, role: CompanyRole) =>
    app.db.insert(companyMembers).values({ companyId, userId: account.id, role });
  const post = async (body: object) => {
    const response = await as(recruiter, 'POST', '/api/jobs', {
      location: 'Porto, Portugal',
      category: 'Technology',
      description: 'A role for seekers who know Kotlin.',
      skills: ['Kotlin'],
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; review: string };
  };

  beforeAll(async () => {
    app = await createTestApp();
    operator = await signUpAdmin(app);
    recruiter = await signUp(app, { name: 'Rita Recruiter' });
    interviewer = await signUp(app, { name: 'Ian Interviewer' });
    outsider = await signUp(app, { name: 'Otto Outsider' });
    seeker = await signUp(app, { name: 'Sam Seeker' });
    acme = await makeCompany('Acme Visible');
    await join(acme, recruiter, 'recruiter');
    await join(acme, interviewer, 'interviewer');
    await join(await makeCompany('Globex Visible'), outsider, 'owner');
    const profile = await as(seeker, 'PATCH', `/api/user/${encodeURIComponent(seeker.email)}`, {
      profile: { headline: 'Engineer', bio: 'I build things.', location: 'Porto', skills: ['Kotlin'] },
    });
    expect(profile.statusCode).toBe(200);
    await app.db.update(siteSettings).set({ jobModeration: 'all' });
    app.siteSettings.forget();
  });
  afterAll(() => app.close());

  it('keeps a waiting job from search, recommendations, the sitemap, notifications, its page and applying', async () => {
    const waiting = await post({ title: 'Kotlin Waiting Role', companyId: acme });
    expect(waiting.review).toBe('pending');
    // The back office's list of every job finds it (so the change is read), held from the public.
    await eventually('Kotlin Waiting Role', 'all').toBe(1);
    expect(await searchTotal('Kotlin Waiting Role')).toBe(0);
    expect(await recommendedIds()).not.toContain(waiting.id);
    expect(await sitemap()).not.toContain(waiting.id);
    await notifyStrongMatches(app, { jobId: waiting.id });
    expect(await matchNotifications()).not.toContain(`/jobs/${waiting.id}`);
    for (const account of [undefined, seeker, outsider]) {
      expect((await as(account, 'GET', `/api/jobs/${waiting.id}`)).statusCode).toBe(404);
    }
    expect((await as(undefined, 'GET', `/api/jobs/${waiting.id}/related`)).statusCode).toBe(404);
    expect((await as(undefined, 'GET', `/api/jobs/${waiting.id}/applying`)).statusCode).toBe(404);
    expect((await as(seeker, 'GET', `/jobs/${waiting.id}`)).statusCode).toBe(404);
    const apply = await as(seeker, 'POST', `/api/user/${encodeURIComponent(seeker.email)}/apply`, {
      jobId: waiting.id,
      motivation: 'I would love to build this with you, and I know Kotlin well.',
    });
    expect(apply.statusCode).toBe(404);
    const save = await requestAs(app, seeker, 'PUT', `/api/saved-jobs/${waiting.id}`);
    expect(save.statusCode).toBe(404);
    // Its team and the operator still open it (the back office).
    for (const account of [recruiter, interviewer, operator]) {
      const opened = await as(account, 'GET', `/api/jobs/${waiting.id}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().review).toBe('pending');
    }

    // Published, it reaches seekers everywhere, and its strong matches are told.
    const published = await as(operator, 'POST', `/api/jobs/${waiting.id}/review`, { decision: 'publish' });
    expect(published.statusCode).toBe(200);
    await eventually('Kotlin Waiting Role').toBe(1);
    expect(await recommendedIds()).toContain(waiting.id);
    expect(await sitemap()).toContain(waiting.id);
    expect((await as(undefined, 'GET', `/api/jobs/${waiting.id}`)).statusCode).toBe(200);
    await notifyStrongMatches(app, { jobId: waiting.id });
    expect(await matchNotifications()).toContain(`/jobs/${waiting.id}`);
  });

  it('takes a suspended company’s jobs out of search and matching once their rows are touched', async () => {
    await app.db.update(siteSettings).set({ jobModeration: 'none' });
    app.siteSettings.forget();
    const umbrella = await makeCompany('Umbrella Suspends');
    await join(umbrella, recruiter, 'recruiter');
    const job = await post({ title: 'Kotlin Umbrella Role', companyId: umbrella });
    expect(job.review).toBe('published');
    await eventually('Kotlin Umbrella Role').toBe(1);
    expect(await recommendedIds()).toContain(job.id);
    // What the suspend action does: mark the company, then touch its jobs so the change log has them.
    await app.db.transaction(async (tx) => {
      await tx.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, umbrella));
      await tx.update(jobs).set({ updatedAt: new Date() }).where(eq(jobs.companyId, umbrella));
    });
    await eventually('Kotlin Umbrella Role').toBe(0);
    // Still in the back office's list of every job.
    expect(await searchTotal('Kotlin Umbrella Role', 'all')).toBe(1);
    expect(await recommendedIds()).not.toContain(job.id);
    expect((await as(seeker, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await as(recruiter, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(200);
    expect(await sitemap()).not.toContain(job.id);
  });
});
