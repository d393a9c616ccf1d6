import { eq } from 'drizzle-orm';
import { sessions, users } from '@skillmatch/db/schema/auth';
import { ADMIN_USER_MESSAGES } from '@skillmatch/shared/schemas/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { promoteToAdmin } from '../../auth/admin-account';
import { sameOrigin, signIn, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { updateAdminUser } from './update-admin-user';

const MOTIVATION = 'I have shipped software for ten years and would like to bring that to your team.';

describe('administrators manage accounts', () => {
  let app: App;
  let grace: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    grace = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const call = (cookie: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...sameOrigin(app), cookie }, ...(payload ? { payload } : {}) });
  const patch = (actor: TestAccount, id: string, payload: object) =>
    call(actor.cookie, 'PATCH', `/api/admin/users/${id}`, payload);
  const list = async (query: string) => {
    const response = await call(grace.cookie, 'GET', `/api/admin/users?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { users: { email: string; applications: number }[]; total: number };
  };

  it('finds accounts by part of the name or email (% and _ taken literally), role and status, newest first', async () => {
    const ada = await signUp(app, { name: 'Ada Lovelace', email: 'ada_l@example.com' });
    const alan = await signUp(app, { name: 'Alan 100% Turing', email: 'alan@example.com' });
    const adele = await signUp(app, { name: 'Adele Goldberg', email: 'adele@smalltalk.org' });
    const job = await makeJob(app);
    const applied = await call(ada.cookie, 'POST', '/api/applications', {
      jobId: job.id,
      motivation: MOTIVATION,
    });
    expect(applied.statusCode).toBe(201);
    expect((await patch(grace, adele.id, { disabled: true })).statusCode).toBe(200);

    const everyone = await list('');
    expect(everyone.total).toBe(4);
    expect(everyone.users.map((user) => user.email)).toEqual([
      adele.email,
      alan.email,
      ada.email,
      grace.email,
    ]);
    expect(everyone.users[0]).toEqual({
      id: adele.id,
      name: 'Adele Goldberg',
      email: 'adele@smalltalk.org',
      role: 'user',
      disabled: true,
      createdAt: expect.any(String),
      applications: 0,
      mailRefused: false,
    });
    expect(everyone.users.find((user) => user.email === ada.email)?.applications).toBe(1);

    expect((await list('q=AD')).users.map((user) => user.email)).toEqual([
      adele.email,
      ada.email,
      grace.email,
    ]);
    expect((await list('q=SMALLTALK')).users.map((user) => user.email)).toEqual([adele.email]);
    expect((await list('q=_')).users.map((user) => user.email)).toEqual([ada.email]);
    expect((await list('q=%25')).users.map((user) => user.email)).toEqual([alan.email]);
    expect((await list('q=%25%25')).total).toBe(0);
    expect((await list('role=admin')).users.map((user) => user.email)).toEqual([grace.email]);
    expect((await list('status=disabled')).users.map((user) => user.email)).toEqual([adele.email]);
    expect((await list('status=active&role=user')).users.map((user) => user.email)).toEqual([
      alan.email,
      ada.email,
    ]);

    const second = await list('pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.users.map((user) => user.email)).toEqual([grace.email]);
    expect((await list('pageSize=3&page=3')).users).toEqual([]);

    const bad = await call(grace.cookie, 'GET', '/api/admin/users?status=gone&pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['status', 'pageSize']));
  });

  it('shows one account as its owner sees it, with whether it is disabled; 404 for no one', async () => {
    const ada = await signUp(app, { name: 'Ada Detail' });
    const response = await call(grace.cookie, 'GET', `/api/admin/users/${ada.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ada.id,
      email: ada.email,
      name: 'Ada Detail',
      role: 'user',
      disabled: false,
      applications: [],
    });
    expect((await call(grace.cookie, 'GET', '/api/admin/users/nobody')).statusCode).toBe(404);
    expect((await patch(grace, 'nobody', { role: 'admin' })).statusCode).toBe(404);
  });

  it('changes roles, records who did it, and never leaves the site without an enabled administrator', async () => {
    const ada = await signUp(app, { name: 'Ada Lovelace' });
    const made = await patch(grace, ada.id, { role: 'admin' });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ id: ada.id, role: 'admin', disabled: false });

    const activity = (await call(grace.cookie, 'GET', '/api/admin/activity?limit=1')).json().items;
    expect(activity[0]).toMatchObject({
      kind: 'user.role-changed',
      actor: { id: grace.id, name: 'Grace Admin' },
      summary: 'Grace Admin made Ada Lovelace an administrator',
      link: `/admin/users/${ada.id}`,
    });

    // Ada demotes Grace: allowed, Ada is still an administrator. Ada cannot then demote herself.
    expect((await patch(ada, grace.id, { role: 'user' })).json()).toMatchObject({ role: 'user' });
    const last = await patch(ada, ada.id, { role: 'user' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(ADMIN_USER_MESSAGES.lastAdmin);
    const selfDisable = await patch(ada, ada.id, { disabled: true });
    expect(selfDisable.statusCode).toBe(409);
    expect(selfDisable.json().message).toBe(ADMIN_USER_MESSAGES.disableSelf);
    expect((await app.db.select().from(users).where(eq(users.id, ada.id)))[0]).toMatchObject({
      role: 'admin',
      banned: false,
    });

    // Grace again, then Ada disabled: a disabled administrator does not count, so Grace is the last.
    await promoteToAdmin(app.db, grace.email);
    expect((await patch(grace, ada.id, { disabled: true })).statusCode).toBe(200);
    const lastEnabled = await patch(grace, grace.id, { role: 'user' });
    expect(lastEnabled.statusCode).toBe(409);
    expect(lastEnabled.json().message).toBe(ADMIN_USER_MESSAGES.lastAdmin);
    expect((await patch(grace, ada.id, { disabled: false, role: 'user' })).json()).toMatchObject({
      role: 'user',
      disabled: false,
    });
    const entries: { summary: string }[] = (
      await call(grace.cookie, 'GET', '/api/admin/activity?limit=3')
    ).json().items;
    // The last change wrote two entries in one transaction: the same moment, in either order.
    expect(
      entries
        .slice(0, 2)
        .map((entry) => entry.summary)
        .sort(),
    ).toEqual(['Grace Admin enabled Ada Lovelace', 'Grace Admin made Ada Lovelace a job seeker']);
    expect(entries[2]?.summary).toBe('Grace Admin disabled Ada Lovelace');
  });

  it('lets only one of two administrators demoting each other at once succeed', async () => {
    const ada = await signUp(app, { name: 'Ada Racer' });
    await promoteToAdmin(app.db, ada.email);
    const admins = async () =>
      (await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).map((row) => row.id);
    // Everyone else stops being an administrator, leaving Grace and Ada.
    for (const id of await admins()) {
      if (id !== grace.id && id !== ada.id)
        await app.db.update(users).set({ role: 'user' }).where(eq(users.id, id));
    }
    // The use case itself, both at once: through the API the second request could be refused earlier,
    // by the guard, once the first has committed.
    const demote = (actor: TestAccount, id: string) =>
      updateAdminUser(app, { actor: { id: actor.id, name: actor.name }, id, change: { role: 'user' } }).then(
        () => 'demoted',
        (error: Error) => error.message,
      );
    const outcomes = await Promise.all([demote(grace, ada.id), demote(ada, grace.id)]);
    expect(outcomes.sort()).toEqual([ADMIN_USER_MESSAGES.lastAdmin, 'demoted'].sort());
    expect(await admins()).toHaveLength(1);
    await promoteToAdmin(app.db, grace.email);
  });

  it('signs a disabled account out at once, refuses its sign-in in words, and lets it back when enabled', async () => {
    const ada = await signUp(app, { name: 'Ada Disabled' });
    const session = (cookie: string) => call(cookie, 'GET', '/api/session');
    expect((await session(ada.cookie)).json().user).toMatchObject({ id: ada.id });

    const disabled = await patch(grace, ada.id, { disabled: true });
    expect(disabled.json()).toMatchObject({ id: ada.id, disabled: true });
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, ada.id))).toEqual([]);
    expect((await session(ada.cookie)).json().user).toBeNull();
    expect((await call(ada.cookie, 'GET', '/api/applications')).statusCode).toBe(401);

    const refused = await signIn(app, ada.email, ada.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_USER_MESSAGES.disabledSignIn);
    // A wrong password says only that, as for anyone.
    expect((await signIn(app, ada.email, 'not the password')).json().message).toBe(
      'Invalid email or password.',
    );

    expect((await patch(grace, ada.id, { disabled: false })).json()).toMatchObject({ disabled: false });
    expect((await signIn(app, ada.email, ada.password)).statusCode).toBe(200);
  });

  it('validates the change', async () => {
    const ada = await signUp(app);
    const nothing = await patch(grace, ada.id, {});
    expect(nothing.statusCode).toBe(400);
    const badRole = await patch(grace, ada.id, { role: 'owner' });
    expect(badRole.json().fields).toEqual({ role: 'Choose a role: user or admin' });
  });

  it('answers 404 for better-auth’s own admin endpoints, however the path is written', async () => {
    const ada = await signUp(app);
    for (const path of [
      '/api/auth/admin/set-role',
      '/api/auth/admin/ban-user',
      '/api/auth//Admin/set-role',
      '/api/auth/%61dmin/set-role',
    ]) {
      const response = await call(grace.cookie, 'POST', path, { userId: ada.id, role: 'admin' });
      expect(response.statusCode, path).toBe(404);
    }
    expect((await call(grace.cookie, 'GET', '/api/auth/admin/list-users')).statusCode).toBe(404);
    expect((await app.db.select().from(users).where(eq(users.id, ada.id)))[0]).toMatchObject({
      role: 'user',
      banned: false,
    });
  });
});
