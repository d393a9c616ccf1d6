import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app-types';
import type { MailMessage } from './mail/mailer';
import { createTestApp } from '../test/test-app';
import { sameOrigin, signUp, type TestAccount } from '../test/accounts';

/** The log: one line per request, and no secret in it (passwords, reset tokens, cookies, refused values). */

const SECRET_PARAMETER = 'a-parameter-that-must-not-be-logged-4711';

let app: App;
const logLines: string[] = [];
const mail: MailMessage[] = [];
let seeker: TestAccount;

beforeAll(async () => {
  app = await createTestApp({
    mailer: { kind: 'outbox', send: async (message) => void mail.push(message) },
    logStream: { write: (line) => void logLines.push(line) },
    extraRoutes: (scoped) => {
      // A query the database refuses, carrying a value that must not reach the log.
      scoped.get('/api/test-refused-query', { config: { access: 'public' } }, async () => {
        await scoped.db.execute(sql`select ${SECRET_PARAMETER}::int`);
        return {};
      });
    },
  });
  seeker = await signUp(app, { password: 'seeker password 4711' });
});
afterAll(() => app.close());

describe('the log', () => {
  it('keeps no password, reset token, cookie or failed query’s values', async () => {
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: sameOrigin(app),
      payload: { email: seeker.email, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    await expect.poll(() => mail.filter((message) => message.to.includes(seeker.email)).length).toBe(1);
    const link = new URL(mail.at(-1)?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    const token = link.pathname.split('/').at(-1) ?? '';
    expect(token.length).toBeGreaterThan(10);
    const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin(app),
      payload: { token, newPassword: 'the new secret password' },
    });
    expect(done.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/test-refused-query',
      headers: { cookie: seeker.cookie },
    });
    expect(refused.statusCode).toBe(400);

    const log = logLines.join('');
    // The log did see these requests, with the secrets replaced.
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).toContain('database refused a client value');
    for (const secret of [
      token,
      'seeker password 4711',
      'the new secret password',
      seeker.cookie.split('=')[1] ?? seeker.cookie,
      SECRET_PARAMETER,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('writes one line per request, with its method, redacted address, status and time', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/jobs?token=a-secret-in-the-query',
      headers: { 'x-request-id': 'one-line-per-request' },
    });
    const lines = logLines.filter((line) => line.includes('"one-line-per-request"'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/jobs?token=[redacted]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('keeps no email address from a path or a query', async () => {
    for (const url of [
      `/api/user/${seeker.email}`,
      `/api/user/${encodeURIComponent(seeker.email)}/resume`,
      `/api/recommendations?email=${encodeURIComponent(seeker.email)}&page=1`,
    ]) {
      await app.inject({
        method: 'GET',
        url,
        headers: { cookie: seeker.cookie, 'x-request-id': 'email-in-url' },
      });
    }
    const lines = logLines
      .filter((line) => line.includes('"email-in-url"'))
      .map((line) => JSON.parse(line).req.url);
    expect(lines).toEqual([
      '/api/user/[redacted]',
      '/api/user/[redacted]/resume',
      '/api/recommendations?email=[redacted]&page=1',
    ]);
    const [local] = seeker.email.split('@');
    expect(logLines.filter((line) => line.includes(local!))).toEqual([]);
  });
});
