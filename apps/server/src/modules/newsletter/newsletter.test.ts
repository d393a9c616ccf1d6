import { sql } from 'drizzle-orm';
import { newsletterSubscriptions } from '@skillmatch/db/schema/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { createTestApp } from '../../../test/test-app';

describe('POST /api/newsletter', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const subscribe = (body: unknown) =>
    app.inject({ method: 'POST', url: '/api/newsletter', payload: body as object });
  const stored = async () =>
    (await app.db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions)).map(
      (row) => row.email,
    );

  it('stores a subscription once, whatever the case of a repeat', async () => {
    expect((await subscribe({ email: '  Ada@Example.com ' })).json()).toEqual({ subscribed: true });
    expect((await subscribe({ email: 'ada@example.com' })).statusCode).toBe(200);
    expect(await stored()).toEqual(['Ada@Example.com']);
  });

  it('limits subscriptions from one address to 5 a minute', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await limited.inject({
          method: 'POST',
          url: '/api/newsletter',
          payload: { email: `burst-${attempt}@example.com` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().message).toBe('Too many requests. Please wait a moment and try again.');
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it.each([
    [{ email: '' }, 'Enter email'],
    [{}, 'Enter email'],
    [{ email: 'not-an-email' }, 'Enter a valid email address.'],
  ])('refuses %j with "%s" and stores nothing', async (body, message) => {
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscriptions);
    const response = await subscribe(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message, fields: { email: message } });
    const after = await app.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscriptions);
    expect(after).toEqual(before);
  });
});
