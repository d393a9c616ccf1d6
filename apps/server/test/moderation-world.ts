import { expect, afterAll, beforeAll } from 'vitest';
import { companies } from '@skillmatch/db/schema/companies';
import { companyMembers } from '@skillmatch/db/schema/hiring-team';
import type { CompanyRole } from '@skillmatch/shared/constants';
import { buildApp } from '../src/app';
import type { App } from '../src/app-types';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import { requestAs, signUp, signUpAdmin, type TestAccount } from './accounts';
import { createTestApp } from './test-app';

/**
 * What the job moderation tests share, made before and closed after the calling `describe`: an app whose
 * mailer keeps what it sends and a second process on its database, the operator, two companies (Acme with
 * an owner, a recruiter and an interviewer; Globex with its owner, an outsider to Acme), a seeker with a
 * Kotlin profile, and the steps the tests take.
 */
export function moderationWorld() {
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
  const reviewNotifications = async (account: TestAccount) =>
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

  return {
    get app() {
      return app;
    },
    get operator() {
      return operator;
    },
    get owner() {
      return owner;
    },
    get recruiter() {
      return recruiter;
    },
    get interviewer() {
      return interviewer;
    },
    get outsider() {
      return outsider;
    },
    get seeker() {
      return seeker;
    },
    get acme() {
      return acme;
    },
    get globex() {
      return globex;
    },
    sent,
    settled,
    as,
    jobBody,
    makeCompany,
    join,
    moderation,
    post,
    searchTotal,
    eventually,
    reviewNotifications,
  };
}
