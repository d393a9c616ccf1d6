import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@skillmatch/db/schema/auth';
import type { App } from '../app-types';
import { signUp, type TestAccount } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The session lookup that skips better-auth's machinery must decide as better-auth does. */
describe('the session behind a cookie', () => {
  let app: App;
  let seeker: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    seeker = await signUp(app, { name: 'Sid Session' });
  });
  afterAll(() => app.close());

  const whoAmI = (cookie: string) => app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  const storedExpiry = async () =>
    (
      await app.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, seeker.id))
    )[0]!.expiresAt;
  const setExpiry = (at: Date) =>
    app.db.update(sessions).set({ expiresAt: at }).where(eq(sessions.userId, seeker.id));

  it('finds the person for a cookie signed with the secret, and no one for a forged one', async () => {
    expect((await whoAmI(seeker.cookie)).json().user).toMatchObject({ id: seeker.id, email: seeker.email });
    // The token with its last character changed, its signature kept.
    const forged = seeker.cookie.replace(/=([^.]*)(.)\./, (_, token: string, last: string) => {
      return `=${token}${last === 'a' ? 'b' : 'a'}.`;
    });
    expect(forged).not.toBe(seeker.cookie);
    expect((await whoAmI(forged)).json().user).toBeNull();
    expect((await whoAmI('skillmatch.session_token=nothing-signed')).json().user).toBeNull();
  });

  it('extends a session used a day after it was last extended, as better-auth does', async () => {
    const fiveDaysOn = new Date(Date.now() + 5 * DAY_MS);
    await setExpiry(fiveDaysOn);
    const answer = (await whoAmI(seeker.cookie)).json();
    expect(answer.user.id).toBe(seeker.id);
    const extended = await storedExpiry();
    expect(extended.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);
    expect(new Date(answer.expiresAt).getTime()).toBe(extended.getTime());
    // Extended today: the next request leaves it as it is.
    await whoAmI(seeker.cookie);
    expect((await storedExpiry()).getTime()).toBe(extended.getTime());
  });

  it('ends at its expiry, and for a disabled account', async () => {
    await setExpiry(new Date(Date.now() - 1000));
    expect((await whoAmI(seeker.cookie)).json().user).toBeNull();
    await setExpiry(new Date(Date.now() + 6.5 * DAY_MS));
    expect((await whoAmI(seeker.cookie)).json().user).not.toBeNull();
    await app.db.update(users).set({ banned: true }).where(eq(users.id, seeker.id));
    expect((await whoAmI(seeker.cookie)).json().user).toBeNull();
  });
});
