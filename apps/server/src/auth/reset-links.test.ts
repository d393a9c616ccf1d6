import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '@skillmatch/db/schema/auth';
import type { App } from '../app-types';
import type { MailMessage } from '../mail/mailer';
import { requestAs, requestPasswordReset, sameOrigin, signIn, signUp } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

/** A reset link lives until it is used, a newer one is asked for, or the password changes: then it is dead. */

let app: App;
const sent: MailMessage[] = [];

beforeAll(async () => {
  app = await createTestApp({ mailer: { kind: 'outbox', send: async (message) => void sent.push(message) } });
});
afterAll(async () => {
  await app.close();
});

/** Asks for a reset link and returns its token, as the reset page would receive it. */
async function resetToken(email: string) {
  const before = sent.filter((message) => message.to === email).length;
  expect((await requestPasswordReset(app, email)).statusCode).toBe(200);
  await expect.poll(() => sent.filter((message) => message.to === email).length).toBe(before + 1);
  const link = sent.findLast((message) => message.to === email)?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  return new URL(link).pathname.split('/').pop() ?? '';
}

const reset = (token: string, newPassword: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: sameOrigin(app),
    payload: { token, newPassword },
  });

describe('password-reset links', () => {
  it('are stored hashed: the token in the email is nowhere in the database', async () => {
    const ada = await signUp(app);
    const token = await resetToken(ada.email);
    const rows = await app.db.select().from(verifications).where(eq(verifications.value, ada.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.identifier).not.toContain(token);
    expect((await reset(token, 'the hashed one works')).statusCode).toBe(200);
  });

  it('die when a newer link is asked for', async () => {
    const ada = await signUp(app);
    const older = await resetToken(ada.email);
    const newer = await resetToken(ada.email);
    expect((await reset(older, 'attacker password 1')).statusCode).toBe(400);
    expect((await reset(newer, 'owner password 1')).statusCode).toBe(200);
    expect((await signIn(app, ada.email, 'owner password 1')).statusCode).toBe(200);
  });

  it('die when the owner changes the password', async () => {
    const ada = await signUp(app);
    const stolen = await resetToken(ada.email);
    const changed = await requestAs(app, ada, 'POST', '/api/auth/change-password', {
      currentPassword: ada.password,
      newPassword: 'owner changed it',
    });
    expect(changed.statusCode).toBe(200);
    const attack = await reset(stolen, 'attacker password 3');
    expect(attack.statusCode).toBe(400);
    expect(attack.json().message).toBe('This reset link is invalid or has expired. Ask for a new one.');
    expect((await signIn(app, ada.email, 'owner changed it')).statusCode).toBe(200);
  });

  it('refuse a token with a NUL in it with a 400', async () => {
    const response = await reset('abc\u0000def', 'whatever password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This request cannot contain NUL characters.');
  });
});
