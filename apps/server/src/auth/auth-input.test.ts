import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@skillmatch/db/schema/auth';
import type { App } from '../app-types';
import { sameOrigin, signUp } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

/** What a hostile body sent to the account endpoints gets: a 4xx that says why, and nothing stored. */

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: string | object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...sameOrigin(app), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const accountsNamed = async (email: string) =>
  (await app.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]?.n;

describe('the account endpoints refuse hostile bodies with a 400', () => {
  it('a body nested 20,000 deep, on every endpoint that takes one', async () => {
    const deep = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    for (const url of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
    ]) {
      const response = await post(url, deep);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe('The request body is nested too deeply.');
    }
  });

  it('a sign-up photo that is a script or a megabyte long', async () => {
    for (const [index, image] of [
      'javascript:alert(1)',
      `https://example.com/${'a'.repeat(900_000)}`,
    ].entries()) {
      const email = `photo-${index}-${Date.now()}@example.com`;
      const response = await post('/api/auth/sign-up/email', {
        email,
        name: 'Ada Lovelace',
        password: 'correct horse battery',
        image,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Photo must be a web address/);
      expect(await accountsNamed(email)).toBe(0);
    }
  });

  it('keeps a sign-up photo that is a web address', async () => {
    const email = `photo-ok-${Date.now()}@example.com`;
    const response = await post('/api/auth/sign-up/email', {
      email,
      name: 'Ada Lovelace',
      password: 'correct horse battery',
      image: 'https://example.com/ada.png',
    });
    expect(response.statusCode).toBe(200);
  });

  it('a name that reads backwards through a bidi override, or hides a zero-width space', async () => {
    for (const name of ['Ada \u202Eecalevol', 'Ad\u200Ba Lovelace']) {
      const email = `bidi-${name.length}-${Date.now()}@example.com`;
      const response = await post('/api/auth/sign-up/email', {
        email,
        name,
        password: 'correct horse battery',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Full name cannot contain invisible formatting characters');
      expect(await accountsNamed(email)).toBe(0);
    }
    // A Persian name keeps its zero-width non-joiner.
    expect((await signUp(app, { name: 'مهر\u200Cناز' })).name).toBe('مهر\u200Cناز');
  });
});
