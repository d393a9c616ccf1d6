import type { App } from '../src/app-types';
import { cookieFrom, sameOrigin } from './accounts';
import type { startOidcProvider } from './oidc-provider';
import { createTestApp } from './test-app';

/** The API over a fresh database, with Google sign-in pointed at the local provider. */
export function createGoogleTestApp(provider: Awaited<ReturnType<typeof startOidcProvider>>) {
  return createTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'skillmatch-test',
      GOOGLE_CLIENT_SECRET: 'skillmatch-test-secret',
      GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
    },
  });
}

/**
 * Runs the browser's part of Google sign-in: start, let the provider approve whoever it is set to, come
 * back through the callback. Answers the callback's response (its redirect and cookies).
 */
export async function signInWithGoogle(app: App, callbackURL: string) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: sameOrigin(app),
    payload: { provider: 'google', callbackURL, errorCallbackURL: '/login' },
  });
  if (start.statusCode !== 200) throw new Error(`sign-in start failed: ${start.statusCode} ${start.body}`);
  const approved = await fetch(start.json().url, { redirect: 'manual' });
  const callback = new URL(approved.headers.get('location') ?? '');
  if (approved.status !== 302 || callback.pathname !== '/api/auth/callback/google')
    throw new Error(`the provider did not send the browser back: ${approved.status} ${callback.href}`);
  return app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: cookieFrom(start.headers['set-cookie']) },
  });
}
