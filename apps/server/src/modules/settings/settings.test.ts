import { eq, sql } from 'drizzle-orm';
import { activityLog } from '@skillmatch/db/schema/activity-log';
import { users } from '@skillmatch/db/schema/auth';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import { SIGN_UP_CLOSED_MESSAGE, type SiteSettings } from '@skillmatch/shared/schemas/settings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app-types';
import { buildApp } from '../../app';
import { ensureAdminAccount } from '../../auth/admin-account';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { sameOrigin, signIn, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { createGoogleTestApp, signInWithGoogle } from '../../../test/google-sign-in';
import { startOidcProvider, type OidcIdentity } from '../../../test/oidc-provider';
import { createTestApp } from '../../../test/test-app';
import { SiteSettingsStore } from './site-settings';

describe('platform settings', () => {
  let app: App;
  let admin: TestAccount;
  const mail: MailMessage[] = [];
  const mailer: Mailer = { kind: 'outbox', send: async (message) => void mail.push(message) };

  beforeAll(async () => {
    app = await createTestApp({ mailer });
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const put = (settings: object, on = app) =>
    on.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...sameOrigin(on), cookie: admin.cookie },
      payload: settings,
    });
  const site = async (on = app) => (await on.inject({ method: 'GET', url: '/api/session' })).json().site;
  const changes = async () =>
    (
      await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(activityLog)
        .where(eq(activityLog.kind, 'settings.changed'))
    )[0]?.n;

  it('starts from the defaults', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_SITE_SETTINGS);
    expect(await site()).toEqual({ name: 'SkillMatch', signUpOpen: true, jobsPageSize: 20 });
  });

  it('refuses each field out of bounds with 400 naming the field, and writes nothing', async () => {
    const invalid: [Partial<Record<keyof SiteSettings, unknown>>, keyof SiteSettings][] = [
      [{ siteName: '   ' }, 'siteName'],
      [{ siteName: 'x'.repeat(61) }, 'siteName'],
      [{ siteName: undefined }, 'siteName'],
      [{ signUpOpen: 'yes' }, 'signUpOpen'],
      [{ jobsPageSize: 4 }, 'jobsPageSize'],
      [{ jobsPageSize: 101 }, 'jobsPageSize'],
      [{ jobsPageSize: 20.5 }, 'jobsPageSize'],
      [{ strongMatchThreshold: 49 }, 'strongMatchThreshold'],
      [{ strongMatchThreshold: 101 }, 'strongMatchThreshold'],
    ];
    for (const [change, field] of invalid) {
      const response = await put({ ...DEFAULT_SITE_SETTINGS, siteName: 'Changed', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
    expect(
      (
        await put({
          ...DEFAULT_SITE_SETTINGS,
          jobsPageSize: 5,
          strongMatchThreshold: 100,
          siteName: 'x'.repeat(60),
        })
      ).statusCode,
    ).toBe(200);
    expect((await put(DEFAULT_SITE_SETTINGS)).statusCode).toBe(200);
    expect(await changes()).toBe(2);
    const stored = await app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
    });
    expect(stored.json()).toEqual(DEFAULT_SITE_SETTINGS);
    // Saving them unchanged writes no entry.
    expect((await put(DEFAULT_SITE_SETTINGS)).statusCode).toBe(200);
    expect(await changes()).toBe(2);
  });

  it('is seen by this process at once, and by another process on the same database', async () => {
    const other = await buildApp({ config: app.config, database: app.database, logger: false, mailer });
    await other.ready();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await site(other)).name).toBe('SkillMatch');

      const saved = await put({ ...DEFAULT_SITE_SETTINGS, siteName: '  Hire Well ', jobsPageSize: 50 });
      expect(saved.json()).toEqual({ ...DEFAULT_SITE_SETTINGS, siteName: 'Hire Well', jobsPageSize: 50 });
      expect(await site()).toEqual({ name: 'Hire Well', signUpOpen: true, jobsPageSize: 50 });
      expect((await new SiteSettingsStore(app.database.db).current()).siteName).toBe('Hire Well');

      // The other process trusts what it read for a second, then reads the row again.
      expect((await site(other)).name).toBe('SkillMatch');
      vi.setSystemTime(Date.now() + 1001);
      expect(await site(other)).toEqual({ name: 'Hire Well', signUpOpen: true, jobsPageSize: 50 });
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });

  it('names the site in email', async () => {
    const account = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: sameOrigin(app),
      payload: { email: account.email, redirectTo: '/reset-password' },
    });
    // Sent by a background task.
    await expect.poll(() => mail.some((sent) => sent.to === account.email), { timeout: 10_000 }).toBe(true);
    const message = mail.findLast((sent) => sent.to === account.email);
    expect(message?.subject).toBe('Reset your Hire Well password');
    expect(message?.text).toContain('your Hire Well account');
    expect(message?.html).toContain('>Hire Well</p>');
  });

  it('closes sign-up: the API says so and creates no one; accounts still sign in; the first admin is still made', async () => {
    const existing = await signUp(app);
    expect((await put({ ...DEFAULT_SITE_SETTINGS, signUpOpen: false })).statusCode).toBe(200);
    expect((await site()).signUpOpen).toBe(false);

    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: sameOrigin(app),
      payload: { name: 'Late Comer', email: 'late@example.com', password: 'correct horse battery' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: SIGN_UP_CLOSED_MESSAGE });
    expect(await app.db.select().from(users).where(eq(users.email, 'late@example.com'))).toEqual([]);
    expect((await signIn(app, existing.email, existing.password)).statusCode).toBe(200);

    // A site with no administrator yet (the one here stepped down) still gets its first.
    await app.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const first = await ensureAdminAccount(
      app.db,
      app.auth,
      'first@skillmatch.localhost',
      'first admin pass',
    );
    expect(first).toMatchObject({ outcome: 'created' });
    expect((await signIn(app, 'first@skillmatch.localhost', 'first admin pass')).statusCode).toBe(200);
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));

    expect((await put({ ...DEFAULT_SITE_SETTINGS, signUpOpen: true })).statusCode).toBe(200);
    expect((await signUp(app, { email: 'late@example.com' })).id).toEqual(expect.any(String));
  });
});

describe('Google sign-in while sign-up is closed', () => {
  const identity: OidcIdentity = { sub: 'google-known', email: 'known@example.com', name: 'Known Person' };
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

  it('signs in people who have an account and sends newcomers back with sign_up_closed', async () => {
    expect((await signInWithGoogle(app, '/dashboard')).headers.location).toBe('/dashboard');
    const admin = await signUpAdmin(app);
    const closed = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...sameOrigin(app), cookie: admin.cookie },
      payload: { ...DEFAULT_SITE_SETTINGS, signUpOpen: false },
    });
    expect(closed.statusCode).toBe(200);

    const known = await signInWithGoogle(app, '/dashboard');
    expect(known.headers.location).toBe('/dashboard');

    Object.assign(identity, { sub: 'google-new', email: 'newcomer@example.com', name: 'New Comer' });
    const newcomer = await signInWithGoogle(app, '/dashboard');
    const location = new URL(String(newcomer.headers.location), app.config.publicUrl);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('sign_up_closed');
    expect(await app.db.select().from(users).where(eq(users.email, 'newcomer@example.com'))).toEqual([]);
  });
});
