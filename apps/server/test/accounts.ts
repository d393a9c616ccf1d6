import { randomUUID } from 'node:crypto';
import { promoteToAdmin } from '../src/auth/admin-account';
import type { App } from '../src/app-types';

export interface TestAccount {
  id: string;
  email: string;
  name: string;
  password: string;
  cookie: string;
}

/** The session cookie(s) a response sets, as a Cookie header. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Headers a browser on the product's own pages sends. */
export const sameOrigin = (app: App) => ({ origin: new URL(app.config.publicUrl).origin });

/** A call's headers from our own pages, signed in as `account` when one is given, `extra` on top. */
export const headersAs = (
  app: App,
  account: TestAccount | null | undefined,
  extra: Record<string, string> = {},
) => ({
  ...sameOrigin(app),
  ...(account ? { cookie: account.cookie } : {}),
  ...extra,
});

/** A call of the API from the product's own pages, by `account` or by a visitor (null). */
export const requestAs = (
  app: App,
  account: TestAccount | null | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: headersAs(app, account),
    ...(payload ? { payload } : {}),
  });

/** "Forgot password" for `email`, as the reset page asks for it. */
export const requestPasswordReset = (app: App, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: sameOrigin(app),
    payload: { email, redirectTo: '/reset-password' },
  });

export async function signUp(
  app: App,
  overrides: Partial<Pick<TestAccount, 'email' | 'name' | 'password'>> = {},
) {
  const account = {
    email: overrides.email ?? `seeker-${randomUUID().slice(0, 8)}@example.com`,
    name: overrides.name ?? 'Ada Lovelace',
    password: overrides.password ?? 'correct horse battery',
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: sameOrigin(app),
    payload: account,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    ...account,
    id: response.json().user.id as string,
    cookie: cookieFrom(response.headers['set-cookie']),
  };
}

export async function signIn(app: App, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: sameOrigin(app),
    payload: { email, password },
  });
}

export async function signUpAdmin(app: App): Promise<TestAccount> {
  const account = await signUp(app, { name: 'Grace Admin' });
  await promoteToAdmin(app.db, account.email);
  return account;
}
