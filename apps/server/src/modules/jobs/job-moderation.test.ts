import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@skillmatch/db/schema/auth';
import { companies } from '@skillmatch/db/schema/companies';
import { companyMembers } from '@skillmatch/db/schema/hiring-team';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { CompanyRole } from '@skillmatch/shared/constants';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { requestAs, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

/**
 * Posting for a company, moderation by the site's setting, the operator's decisions and who hears of
 * them (what the public may see of a job that is not published: job-visibility.test.ts).
 */
describe('job moderation', () => {
  let app: App;
  let second: App;
  let operator: TestAccount;
  let owner: TestAccount;
  let recruiter: TestAccount;
  let interviewer: TestAccount;
  let outsider: TestAccount;
  let seeker: TestAccount;
  let acme: string;
  let globex: string;
  const sent: MailMessage[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message) };
  const settled = () =>
    expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);

  const as = (
    account: TestAccount | undefined,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) => requestAs(app, account, method, url, payload);

  let serial = 0;
  const jobBody = (overrides: object = {}) => {
    serial += 1;
    return {
      title: `Moderated Role ${serial}`,
      location: 'Porto, Portugal',
      category: 'Technology',
      description: 'A role that the operator may review.',
      skills: ['Kotlin', 'PostgreSQL'],
      ...overrides,
    };
  };

  async function makeCompany(name: string): Promise<string> {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const [row] = await app.db.insert(companies).values({ name, slug }).returning({ id: companies.id });
    return row!.id;
  }
  const join = (companyId: string, account: TestAccount, role: CompanyRole) =>
    app.db.insert(companyMembers).values({ companyId, userId: account.id, role });

  const moderation = async (mode: 'none' | 'first' | 'all') => {
    const response = await as(operator, 'PATCH', '/api/admin/settings', { jobModeration: mode });
    expect(response.statusCode).toBe(200);
    expect(response.json().jobModeration).toBe(mode);
  };
  const post = async (account: TestAccount, body: object) => {
    const response = await as(account, 'POST', '/api/jobs', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; title: string; review: string; reviewNote: string | null };
  };
  const searchTotal = async (text: string, status = 'active') =>
    (
      await as(
        status === 'active' ? undefined : operator,
        'GET',
        `/api/jobs?status=${status}&q=${encodeURIComponent(text)}`,
      )
    ).json().total as number;
  /**
   * Search reads a change once every transaction begun before it has ended (the catalogue's change log),
   * across the whole PostgreSQL server (another database's long transaction holds it back too): what a
   * write changed is looked for again until it shows.
   */
  const eventually = (text: string, status = 'active') =>
    expect.poll(() => searchTotal(text, status), { timeout: 20_000 });
  const reviewNotices = async (account: TestAccount) =>
    (await as(account, 'GET', '/api/notifications'))
      .json()
      .items.filter((item: { kind: string }) => item.kind === 'job-review') as {
      title: string;
      body: string;
      link: string;
    }[];

  beforeAll(async () => {
    app = await createTestApp({ mailer });
    // A second process on the same database: both work the task queue.
    second = await buildApp({ config: app.config, database: app.database, logger: false, mailer });
    await second.ready();
    operator = await signUpAdmin(app);
    owner = await signUp(app, { name: 'Olive Owner' });
    recruiter = await signUp(app, { name: 'Rita Recruiter' });
    interviewer = await signUp(app, { name: 'Ian Interviewer' });
    outsider = await signUp(app, { name: 'Otto Outsider' });
    seeker = await signUp(app, { name: 'Sam Seeker' });
    acme = await makeCompany('Acme Moderated');
    globex = await makeCompany('Globex Moderated');
    await join(acme, owner, 'owner');
    await join(acme, recruiter, 'recruiter');
    await join(acme, interviewer, 'interviewer');
    await join(globex, outsider, 'owner');
    const profile = await as(seeker, 'PATCH', `/api/user/${encodeURIComponent(seeker.email)}`, {
      profile: { headline: 'Engineer', bio: 'I build things.', location: 'Porto', skills: ['Kotlin'] },
    });
    expect(profile.statusCode).toBe(200);
  });
  afterAll(async () => {
    await second.close();
    await app.close();
  });

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

  describe('drafts, review decisions and who is told', () => {
    let company: string;
    beforeAll(async () => {
      await moderation('first');
      company = await makeCompany('Stark Review');
      await join(company, owner, 'owner');
      await join(company, recruiter, 'recruiter');
      await join(company, interviewer, 'interviewer');
    });

    it('keeps a draft to its team until it is submitted, then it waits for review once', async () => {
      const draft = await post(recruiter, jobBody({ companyId: company, draft: true, title: 'Draft Pilot' }));
      expect(draft.review).toBe('draft');
      await eventually('Draft Pilot', 'all').toBe(1);
      expect(await searchTotal('Draft Pilot')).toBe(0);
      expect((await as(interviewer, 'POST', `/api/jobs/${draft.id}/submit`, {})).statusCode).toBe(403);
      expect((await as(outsider, 'POST', `/api/jobs/${draft.id}/submit`, {})).statusCode).toBe(404);
      const submitted = await as(recruiter, 'POST', `/api/jobs/${draft.id}/submit`, {
        location: 'Braga, Portugal',
      });
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json()).toMatchObject({ review: 'pending', location: 'Braga, Portugal' });
      const again = await as(recruiter, 'POST', `/api/jobs/${draft.id}/submit`, {});
      expect(again.statusCode).toBe(409);
      const queue = (await as(operator, 'GET', '/api/admin/job-reviews')).json();
      expect(queue.items).toContainEqual(
        expect.objectContaining({
          id: draft.id,
          company: 'Stark Review',
          poster: { name: 'Rita Recruiter', email: recruiter.email },
        }),
      );
      expect((await as(recruiter, 'GET', '/api/admin/job-reviews')).statusCode).toBe(403);
      const operatorNotices = await reviewNotices(operator);
      expect(operatorNotices.filter((notice) => notice.link === `/admin/review/${draft.id}`)).toHaveLength(1);
    });

    it('refuses a decision with a bad body (400 with fields), from a non-operator, or on no such job', async () => {
      const job = await post(recruiter, jobBody({ companyId: company }));
      const url = `/api/jobs/${job.id}/review`;
      const missing = await as(operator, 'POST', url, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields.decision).toBe('Choose publish, ask for changes or reject');
      const noNote = await as(operator, 'POST', url, { decision: 'changes', note: '   ' });
      expect(noNote.statusCode).toBe(400);
      expect(noNote.json().fields.note).toBe('Write a note saying what to change');
      const rejectNoNote = await as(operator, 'POST', url, { decision: 'reject' });
      expect(rejectNoNote.json().fields.note).toBe('Write a note saying why the job is rejected');
      expect((await as(recruiter, 'POST', url, { decision: 'publish' })).statusCode).toBe(403);
      const none = await as(operator, 'POST', '/api/jobs/00000000-0000-4000-8000-000000000000/review', {
        decision: 'publish',
      });
      expect(none.statusCode).toBe(404);
      const [row] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row!.review).toBe('pending');
    });

    it('sends a job back with a note; its team is told once in the bell and by email; edited, it waits again', async () => {
      sent.length = 0;
      const job = await post(recruiter, jobBody({ companyId: company, title: 'Sent Back Role' }));
      const before = await reviewNotices(owner);
      const response = await as(operator, 'POST', `/api/jobs/${job.id}/review`, {
        decision: 'changes',
        note: 'Say where the team works.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        review: 'changes_requested',
        reviewNote: 'Say where the team works.',
      });
      await settled();
      for (const account of [recruiter, owner]) {
        const about = (await reviewNotices(account)).filter((notice) =>
          notice.body.includes('Sent Back Role'),
        );
        expect(about).toEqual([
          {
            ...about[0],
            title: 'Changes requested',
            link: `/admin/jobs/${job.id}/edit`,
          },
        ]);
        expect(about[0]!.body).toContain('Say where the team works.');
        const mails = sent.filter((mail) => mail.to === account.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe('Changes requested - SkillMatch');
        expect(mails[0]!.text).toContain('Say where the team works.');
        expect(mails[0]!.text).toContain(`/admin/jobs/${job.id}/edit`);
      }
      expect(before.some((notice) => notice.body.includes('Sent Back Role'))).toBe(false);
      // Interviewers are not told; nobody else is mailed.
      expect(await reviewNotices(interviewer)).toEqual([]);
      expect(sent).toHaveLength(2);
      await eventually('Sent Back Role', 'all').toBe(1);
      expect(await searchTotal('Sent Back Role')).toBe(0);
      // A second decision finds it decided.
      const twice = await as(operator, 'POST', `/api/jobs/${job.id}/review`, { decision: 'publish' });
      expect(twice.statusCode).toBe(409);
      // Edited and resubmitted, it waits for review again, the note cleared.
      const resubmitted = await as(recruiter, 'POST', `/api/jobs/${job.id}/submit`, {
        description: 'The team works in Porto, two days a week at the office.',
      });
      expect(resubmitted.json()).toMatchObject({ review: 'pending', reviewNote: null });
    });

    it('publishes a job: it is searched, matched and public, and its team is told once', async () => {
      sent.length = 0;
      const job = await post(recruiter, jobBody({ companyId: company, title: 'Kotlin Published Role' }));
      expect(job.review).toBe('pending');
      const response = await as(operator, 'POST', `/api/jobs/${job.id}/review`, { decision: 'publish' });
      expect(response.json()).toMatchObject({ review: 'published', reviewNote: null });
      await settled();
      await eventually('Kotlin Published Role').toBe(1);
      expect((await as(undefined, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(200);
      const recommended = (await as(seeker, 'GET', '/api/recommendations?pageSize=50')).json();
      expect(JSON.stringify(recommended)).toContain(job.id);
      expect(sent.map((mail) => mail.to).sort()).toEqual([owner.email, recruiter.email].sort());
      expect(sent.every((mail) => mail.subject === 'Job published - SkillMatch')).toBe(true);
    });

    it('rejects a job with a note: it stays out of sight and cannot be resubmitted', async () => {
      await moderation('all');
      const job = await post(recruiter, jobBody({ companyId: company, title: 'Rejected Role' }));
      const response = await as(operator, 'POST', `/api/jobs/${job.id}/review`, {
        decision: 'reject',
        note: 'We do not list unpaid roles.',
      });
      expect(response.json()).toMatchObject({
        review: 'rejected',
        reviewNote: 'We do not list unpaid roles.',
      });
      const notices = await reviewNotices(recruiter);
      expect(notices.filter((notice) => notice.title === 'Job rejected')).toHaveLength(1);
      expect((await as(recruiter, 'POST', `/api/jobs/${job.id}/submit`, {})).statusCode).toBe(409);
    });
  });
});
