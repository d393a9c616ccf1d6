import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { cookieFrom, requestAs, signIn, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { STREAMS_PER_ACCOUNT } from './open-streams';

/**
 * A live notification stream lives no longer than the session that opened it: whatever ends the session
 * or changes the person's access, on whichever process, ends the stream on every process.
 */
describe('live streams end with their session, on every process', () => {
  let first: App;
  let second: App;
  let admin: TestAccount;
  let port: number;

  beforeAll(async () => {
    first = await createTestApp();
    second = await buildApp({ config: first.config, database: first.database, logger: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    port = (second.server.address() as AddressInfo).port;
    admin = await signUpAdmin(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  /** A stream opened on the second process; resolves once it has said it is open. */
  async function openStream(cookie: string) {
    const response = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    return reader;
  }

  /** Reads until the stream ends; what it received meanwhile. */
  async function untilEnded(reader: ReadableStreamDefaultReader<Uint8Array>) {
    let received = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return received;
      received += new TextDecoder().decode(value);
    }
  }

  it('ends at sign-out', async () => {
    const sam = await signUp(first);
    const reader = await openStream(sam.cookie);
    expect((await requestAs(first, sam, 'POST', '/api/logout')).statusCode).toBeLessThan(300);
    await untilEnded(reader);
  });

  it('ends on other devices when the password changes; the device that changed it reconnects', async () => {
    const sam = await signUp(first);
    const otherDevice = cookieFrom((await signIn(first, sam.email, sam.password)).headers['set-cookie']);
    const elsewhere = await openStream(otherDevice);
    const changed = await requestAs(first, sam, 'POST', '/api/auth/change-password', {
      currentPassword: sam.password,
      newPassword: 'a new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    await untilEnded(elsewhere);
    const reopened = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { cookie: otherDevice },
    });
    expect(reopened.status).toBe(401);
    // The device that changed it holds a new session, and its stream opens again with it.
    (await openStream(cookieFrom(changed.headers['set-cookie']))).cancel();
  });

  it('ends when an administrator disables the account, and disabled administrators hear of no applicant', async () => {
    const sam = await signUp(first);
    const reader = await openStream(sam.cookie);
    const disabled = await requestAs(first, admin, 'PATCH', `/api/admin/users/${sam.id}`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    await untilEnded(reader);

    const formerAdmin = await signUpAdmin(first);
    await requestAs(first, admin, 'PATCH', `/api/admin/users/${formerAdmin.id}`, { disabled: true });
    const applicant = await signUp(first);
    const job = await makeJob(first, { title: 'Quiet Role', company: 'Acme' });
    const applied = await requestAs(first, applicant, 'POST', '/api/applications', {
      jobId: job.id,
      motivation: 'Only enabled administrators should hear that I applied here.',
    });
    expect(applied.statusCode).toBe(201);
    const told = await first.database.executeSql(
      `select user_id from notifications where title like 'New application%' and body like '%Quiet Role%'`,
    );
    expect(told.rows.map((row) => (row as { user_id: string }).user_id)).not.toContain(formerAdmin.id);
    expect(told.rows.map((row) => (row as { user_id: string }).user_id)).toContain(admin.id);
  });

  it('ends when the person’s role changes, so the stream reconnects as what they now are', async () => {
    const sam = await signUp(first);
    const reader = await openStream(sam.cookie);
    const promoted = await requestAs(first, admin, 'PATCH', `/api/admin/users/${sam.id}`, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    await untilEnded(reader);
  });

  it(`ends when the session expires, and allows ${STREAMS_PER_ACCOUNT} open streams per account`, async () => {
    const sam = await signUp(first);
    // Signed in without "remember me": a session that is never extended, here one that ends in a second.
    const signedIn = await first.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: new URL(first.config.publicUrl).origin },
      payload: { email: sam.email, password: sam.password, rememberMe: false },
    });
    await first.database.executeSql(
      `update sessions set expires_at = now() + interval '1 second' where user_id = $1`,
      [sam.id],
    );
    await untilEnded(await openStream(cookieFrom(signedIn.headers['set-cookie'])));

    const ada = await signUp(first);
    const open = [];
    for (let index = 0; index < STREAMS_PER_ACCOUNT; index++) open.push(await openStream(ada.cookie));
    const refused = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { cookie: ada.cookie },
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /live notification streams open already/,
    );
    await open[0]!.cancel();
    await expect
      .poll(async () => {
        const again = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
          headers: { cookie: ada.cookie },
        });
        await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    for (const reader of open.slice(1)) await reader.cancel();
  });
});
