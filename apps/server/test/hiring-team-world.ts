import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { activityLog } from '@skillmatch/db/schema/activity-log';
import { IDEMPOTENCY_HEADER } from '@skillmatch/shared/idempotency';
import type { App } from '../src/app-types';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import { requestAs, sameOrigin, signUp, type TestAccount } from './accounts';
import { createTestApp } from './test-app';

/**
 * What the hiring team tests share, made before and closed after the calling `describe`: an app whose
 * mailer keeps what it sends, and the steps the tests take (creating a company, inviting, accepting).
 */
export function hiringTeamWorld() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message) };
  let app: App;
  let made = 0;
  /** How many names `unique` has made: addresses made beside them take it too. */
  const counter = () => made;
  const unique = (name: string) => `${name} ${++made}${Date.now().toString(36)}`;

  const person = (name: string, email?: string) =>
    signUp(app, { name, ...(email ? { email } : {}) }) as Promise<TestAccount>;

  const create = (account: TestAccount, payload: object, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: {
        ...sameOrigin(app),
        cookie: account.cookie,
        ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
      },
      payload,
    });

  const companyOf = async (owner: TestAccount, name = unique('Acme')) => {
    const response = await create(owner, { name });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; slug: string; name: string };
  };

  /** The invitation link emailed to `email` most recently, once its task has run. */
  const linkFor = async (email: string) => {
    let link: string | undefined;
    await expect
      .poll(
        () => {
          link = sent.findLast((message) => message.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
          return link;
        },
        { timeout: 10_000 },
      )
      .toBeDefined();
    return link!;
  };
  const mailsTo = (email: string) => sent.filter((message) => message.to === email).length;
  const tokenOf = (link: string) => decodeURIComponent(link.split('/invitations/')[1]!);

  const invite = (owner: TestAccount | null, companyId: string, email: string, role = 'recruiter') =>
    requestAs(app, owner, 'POST', `/api/companies/${companyId}/invitations`, { email, role });
  const accept = (account: TestAccount | null, token: string) =>
    requestAs(app, account, 'POST', `/api/invitations/${encodeURIComponent(token)}/accept`);
  const view = (account: TestAccount | null, token: string) =>
    requestAs(app, account, 'GET', `/api/invitations/${encodeURIComponent(token)}`);
  const team = (account: TestAccount, companyId: string) =>
    requestAs(app, account, 'GET', `/api/companies/${companyId}/members`);
  const activityOf = async (companyId: string) =>
    (
      await app.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.companyId, companyId))
        .orderBy(asc(activityLog.createdAt))
    ).map((row) => row.kind);

  /** Invites `email` and accepts as `account`: the member's account. */
  const joinAs = async (owner: TestAccount, companyId: string, account: TestAccount, role = 'recruiter') => {
    expect((await invite(owner, companyId, account.email, role)).statusCode).toBe(201);
    const response = await accept(account, tokenOf(await linkFor(account.email)));
    expect(response.statusCode).toBe(200);
  };

  beforeAll(async () => {
    app = await createTestApp({ mailer });
  });
  afterAll(() => app.close());
  return {
    get app() {
      return app;
    },
    sent,
    counter,
    unique,
    person,
    create,
    companyOf,
    linkFor,
    mailsTo,
    tokenOf,
    invite,
    accept,
    view,
    team,
    activityOf,
    joinAs,
  };
}
