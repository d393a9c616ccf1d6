import { sql } from 'drizzle-orm';
import { users } from '@skillmatch/db/schema/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { cookieFrom, sameOrigin, signIn, signUp } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';

describe('accounts: sign-up, sign-in, sessions', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const userCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
  const session = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });

  it('signs a new person up and in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: sameOrigin(app),
      payload: { name: '  Ada Lovelace ', email: 'Ada.Signup@Example.com', password: 'analytical engine' },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/skillmatch\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const state = await session(cookieFrom(response.headers['set-cookie']));
    expect(state.json()).toMatchObject({
      user: {
        email: 'ada.signup@example.com',
        name: 'Ada Lovelace',
        displayName: 'Ada Lovelace',
        role: 'user',
      },
      googleSignIn: false,
    });
  });

  it('answers GET /api/session with user null when signed out, never a 401', async () => {
    const response = await session();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: null,
      expiresAt: null,
      googleSignIn: false,
      site: { name: 'SkillMatch', signUpOpen: true, jobsPageSize: 20 },
    });
  });

  it('POST /api/jwt returns the signed-in session, and 401 when signed out', async () => {
    const account = await signUp(app);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie: account.cookie, ...sameOrigin(app) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(account.email);
    expect(new Date(signedIn.json().expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const signedOut = await app.inject({ method: 'POST', url: '/api/jwt', headers: sameOrigin(app) });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('Please sign in to continue.');
  });

  it.each([
    [
      { name: 'Short', email: 'short@example.com', password: 'seven77' },
      'Password must be at least 8 characters.',
    ],
    [
      { name: 'Long', email: 'long@example.com', password: 'x'.repeat(129) },
      'Password must be at most 128 characters.',
    ],
    [{ name: '   ', email: 'blank@example.com', password: 'long enough' }, 'Enter your full name.'],
    [{ name: 'Bad Email', email: 'not-an-email', password: 'long enough' }, 'Enter a valid email address.'],
  ])('refuses %j with "%s" and creates no account', async (payload, message) => {
    const before = await userCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: sameOrigin(app),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('does not say outright that an email is taken, and creates nothing', async () => {
    const account = await signUp(app);
    const before = await userCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: sameOrigin(app),
      payload: { name: 'Someone Else', email: account.email.toUpperCase(), password: 'another password' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().message).toBe(
      'We could not create an account with this email. If it is yours, sign in or reset your password.',
    );
    expect(await userCount()).toBe(before);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const account = await signUp(app);
    const wrongPassword = await signIn(app, account.email, 'not the password');
    const unknown = await signIn(app, 'nobody-here@example.com', 'not the password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe('Invalid email or password.');
    expect(unknown.json().message).toBe('Invalid email or password.');
  });

  it('gives every sign-in a new session token', async () => {
    const account = await signUp(app);
    const first = cookieFrom((await signIn(app, account.email, account.password)).headers['set-cookie']);
    const second = cookieFrom((await signIn(app, account.email, account.password)).headers['set-cookie']);
    expect(first).not.toBe(second);
    expect((await session(first)).json().user.email).toBe(account.email);
  });

  it('ends the session on the server at sign-out: the old cookie no longer works', async () => {
    const account = await signUp(app);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: account.cookie, ...sameOrigin(app) },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });
    expect(String(logout.headers['set-cookie'])).toMatch(/skillmatch\.session_token=;/);
    expect((await session(account.cookie)).json().user).toBeNull();
    const again = await app.inject({ method: 'POST', url: '/api/logout', headers: sameOrigin(app) });
    expect(again.statusCode).toBe(200);
  });

  it('refuses state-changing calls from another site', async () => {
    const account = await signUp(app);
    const evil = { origin: 'https://evil.example', cookie: account.cookie };
    const userCall = await app.inject({
      method: 'POST',
      url: '/api/user',
      headers: evil,
      payload: { displayName: 'Pwned' },
    });
    expect(userCall.statusCode).toBe(403);
    expect(userCall.json().message).toBe('Requests from other sites are not allowed.');
    const fetchMetadata = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: account.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMetadata.statusCode).toBe(403);
    const authCall = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: evil,
      payload: { email: account.email, password: account.password },
    });
    expect(authCall.statusCode).toBe(403);
    expect((await session(account.cookie)).json().user.name).toBe('Ada Lovelace');
  });
});

describe('rate limits on sign-in', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10' } });
  });
  afterAll(() => app.close());

  it('answers the 11th rapid wrong sign-in with 429 and a readable message', async () => {
    const account = await signUp(app);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn(app, account.email, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const eleventh = await signIn(app, account.email, 'wrong-11');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    // The right password is refused too while the window lasts: the limit protects the account.
    expect((await signIn(app, account.email, account.password)).statusCode).toBe(429);
  });
});
