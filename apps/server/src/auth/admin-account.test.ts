import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-types';
import { sameOrigin, signIn, signUp } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { ensureAdminAccount, promoteToAdmin } from './admin-account';

describe('the first administrator', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is created once, with a random password that signs in as admin', async () => {
    const first = await ensureAdminAccount(app.db, app.auth, 'boss@skillmatch.localhost');
    expect(first.outcome).toBe('created');
    if (first.outcome !== 'created') return;
    expect(first.password.length).toBeGreaterThanOrEqual(20);
    expect(await ensureAdminAccount(app.db, app.auth, 'boss@skillmatch.localhost')).toEqual({
      outcome: 'exists',
    });

    const signedIn = await signIn(app, 'boss@skillmatch.localhost', first.password);
    expect(signedIn.statusCode).toBe(200);
    const session = await app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { ...sameOrigin(app), cookie: String(signedIn.headers['set-cookie']).split(';')[0] },
    });
    expect(session.json().user).toMatchObject({ email: 'boss@skillmatch.localhost', role: 'admin' });
  });

  it('uses the operator’s ADMIN_PASSWORD when one is set', async () => {
    const fresh = await createTestApp();
    try {
      const created = await ensureAdminAccount(
        fresh.db,
        fresh.auth,
        'ops@skillmatch.localhost',
        'chosen by ops',
      );
      expect(created).toMatchObject({ outcome: 'created', passwordFromConfig: true });
      expect((await signIn(fresh, 'ops@skillmatch.localhost', 'chosen by ops')).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('promotes an existing account on request, and says when there is none', async () => {
    const account = await signUp(app);
    expect(await promoteToAdmin(app.db, account.email.toUpperCase())).toBe(true);
    const record = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: account.cookie },
    });
    expect(record.json().user.role).toBe('admin');
    expect(await promoteToAdmin(app.db, 'ghost@example.com')).toBe(false);
  });
});

describe('a fresh database whose admin email is already a regular account', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('does not promote that account silently', async () => {
    const account = await signUp(app);
    expect(await ensureAdminAccount(app.db, app.auth, account.email)).toEqual({
      outcome: 'email-taken',
      email: account.email,
    });
    const record = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: account.cookie },
    });
    expect(record.json().user.role).toBe('user');
  });
});
