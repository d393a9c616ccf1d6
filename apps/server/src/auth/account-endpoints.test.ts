import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@skillmatch/db/schema/auth';
import type { App } from '../app-types';
import { createTestApp } from '../../test/test-app';
import { cookieFrom, sameOrigin, signIn, signUp, type TestAccount } from '../../test/accounts';

/**
 * The account library's own endpoints are one gate: only those the product uses answer, and changing a
 * password always ends every other session.
 */

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const post = (account: TestAccount | null, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...sameOrigin(app), ...(account ? { cookie: account.cookie } : {}) },
    payload,
  });

const session = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/session', headers: { cookie } }).then((r) => r.json());

describe('account endpoints nobody uses', () => {
  it('answer 404 in the error shape, so update-user cannot bypass the profile’s rules', async () => {
    const ada = await signUp(app);
    for (const payload of [{ name: 'x'.repeat(200_000) }, { image: 'javascript:alert(1)' }]) {
      const response = await post(ada, '/api/auth/update-user', payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
      expect(response.headers['x-request-id']).toBeTruthy();
    }
    const [stored] = await app.db.select().from(users).where(eq(users.id, ada.id));
    expect(stored).toMatchObject({ name: ada.name, image: null });
  });

  it('answer 404 for an unknown path and for other spellings of a known one', async () => {
    const ada = await signUp(app);
    for (const path of [
      '/api/auth/no-such-thing',
      '/api/auth/change-email',
      '/api/auth/delete-user',
      '/api/auth//update-user',
      '/api/auth/%75pdate-user',
      '/api/auth/Update-User',
      '/api/auth/sign-in/email/../../update-user',
    ]) {
      const response = await post(ada, path, { name: 'Changed', newEmail: 'new@example.com' });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().message, path).toMatch(/^No such endpoint/);
    }
    expect((await app.inject({ method: 'GET', url: '/api/auth/get-session' })).statusCode).toBe(404);
    const [stored] = await app.db.select().from(users).where(eq(users.id, ada.id));
    expect(stored).toMatchObject({ name: ada.name, email: ada.email });
  });
});

describe('changing the password', () => {
  it('ends every other session even when the caller asks to keep them, and keeps this one', async () => {
    const ada = await signUp(app);
    const elsewhere = cookieFrom((await signIn(app, ada.email, ada.password)).headers['set-cookie']);
    expect((await session(elsewhere)).user?.email).toBe(ada.email);

    const response = await post(ada, '/api/auth/change-password', {
      currentPassword: ada.password,
      newPassword: 'a new passphrase',
      revokeOtherSessions: false,
    });
    expect(response.statusCode).toBe(200);

    expect((await session(elsewhere)).user).toBeFalsy();
    const here = cookieFrom(response.headers['set-cookie']);
    expect((await session(here)).user?.email).toBe(ada.email);
    expect((await signIn(app, ada.email, ada.password)).statusCode).toBe(401);
    expect((await signIn(app, ada.email, 'a new passphrase')).statusCode).toBe(200);
  });

  it('says so when the current password is wrong, and changes nothing', async () => {
    const ada = await signUp(app);
    const response = await post(ada, '/api/auth/change-password', {
      currentPassword: 'not my password',
      newPassword: 'a new passphrase',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The current password is not correct.');
    expect((await signIn(app, ada.email, ada.password)).statusCode).toBe(200);
    expect((await session(ada.cookie)).user?.email).toBe(ada.email);
  });

  it('refuses a new password of the wrong length, and a visitor', async () => {
    const ada = await signUp(app);
    const short = await post(ada, '/api/auth/change-password', {
      currentPassword: ada.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters.');
    const visitor = await post(null, '/api/auth/change-password', {
      currentPassword: ada.password,
      newPassword: 'a new passphrase',
    });
    expect(visitor.statusCode).toBe(401);
  });
});
