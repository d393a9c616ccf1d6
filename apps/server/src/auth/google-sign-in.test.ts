import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-types';
import { cookieFrom, signIn, signUp } from '../../test/accounts';
import { startOidcProvider, type OidcIdentity } from '../../test/oidc-provider';
import { createGoogleTestApp, signInWithGoogle } from '../../test/google-sign-in';

describe('Google sign-in (against a local OpenID Connect provider)', () => {
  const identity: OidcIdentity = { sub: 'google-1', email: 'grace@example.com', name: 'Grace Hopper' };
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let app: App;

  beforeAll(async () => {
    provider = await startOidcProvider(identity);
    app = await createGoogleTestApp(provider);
  });
  afterAll(async () => {
    await app.close();
    await provider.stop();
  });

  it('offers Google on the session probe when configured', async () => {
    const state = await app.inject({ method: 'GET', url: '/api/session' });
    expect(state.json().googleSignIn).toBe(true);
  });

  it('signs a new person in and returns them to the page they came from', async () => {
    const back = await signInWithGoogle(app, '/login?google=success');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/login?google=success');
    const session = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieFrom(back.headers['set-cookie']) },
    });
    expect(session.json().user).toMatchObject({
      email: 'grace@example.com',
      name: 'Grace Hopper',
      role: 'user',
    });
  });

  it('resolves a Google account with the same email as a password account to one user', async () => {
    const account = await signUp(app, { email: 'linked@example.com', name: 'Linus Linked' });
    Object.assign(identity, { sub: 'google-2', email: 'linked@example.com', name: 'Linus on Google' });
    const back = await signInWithGoogle(app, '/login?google=success');
    const session = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieFrom(back.headers['set-cookie']) },
    });
    expect(session.json().user).toMatchObject({ id: account.id, email: 'linked@example.com' });

    // Whoever set that password never proved the email was theirs: the password and its sessions end.
    const oldSession = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: account.cookie },
    });
    expect(oldSession.json().user).toBeNull();
    expect((await signIn(app, 'linked@example.com', account.password)).statusCode).toBe(401);
  });
});
