import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { createMailer } from '../../mail/mailer';
import { cookieFrom, requestPasswordReset, sameOrigin, signIn, signUp } from '../../../test/accounts';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { createTestApp } from '../../../test/test-app';

describe('forgot and reset password, by real email over SMTP', () => {
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    app = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'SkillMatch <jobs@skillmatch.test>' },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  /** The reset email goes out in a background task: the newest message to `email`, once it arrives. */
  const mailTo = async (email: string) => {
    await expect
      .poll(() => smtp.received.filter((message) => message.to.includes(email)).length, { timeout: 10_000 })
      .toBe(1);
    return smtp.received.findLast((message) => message.to.includes(email));
  };

  const requestReset = (email: string) => requestPasswordReset(app, email);

  it('answers the same whether or not an account exists, and mails only real accounts', async () => {
    const account = await signUp(app);
    const before = smtp.received.length;
    const known = await requestReset(account.email);
    const unknown = await requestReset('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailTo(account.email)).toMatchObject({
      to: [account.email],
      subject: 'Reset your SkillMatch password',
    });
    await expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('sets a new password through the emailed link and ends every other session', async () => {
    const account = await signUp(app);
    const otherDevice = cookieFrom(
      (await signIn(app, account.email, account.password)).headers['set-cookie'],
    );
    await requestReset(account.email);
    const mail = await mailTo(account.email);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain('/api/auth/reset-password/');

    // The link checks the token and sends the browser to our reset page with it.
    const opened = await app.inject({
      method: 'GET',
      url: new URL(link ?? '').pathname + new URL(link ?? '').search,
    });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(String(opened.headers.location), app.config.publicUrl);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin(app),
      payload: { token, newPassword: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);

    expect((await signIn(app, account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(app, account.email, 'a brand new password')).statusCode).toBe(200);
    const stale = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: otherDevice } });
    expect(stale.json().user).toBeNull();

    const reused = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin(app),
      payload: { token, newPassword: 'yet another password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This reset link is invalid or has expired. Ask for a new one.');
  });

  it('refuses a new password that breaks the rules, and keeps the old one', async () => {
    const account = await signUp(app);
    await requestReset(account.email);
    const mail = await mailTo(account.email);
    const opened = await app.inject({
      method: 'GET',
      url: new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '').pathname + '?callbackURL=%2Freset-password',
    });
    const token = new URL(String(opened.headers.location), app.config.publicUrl).searchParams.get('token');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin(app),
      payload: { token, newPassword: 'short' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe('Password must be at least 8 characters.');
    expect((await signIn(app, account.email, account.password)).statusCode).toBe(200);
  });
});

describe('the development outbox', () => {
  it('keeps each message as a file and logs where it is, not its links', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'skillmatch-outbox-')), 'outbox');
    const lines: string[] = [];
    const log = { info: (_fields: unknown, message: string) => lines.push(message) } as never;
    const mailer = createMailer({ smtpUrl: undefined, from: 'SkillMatch <a@b.test>', outboxDir }, log);
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Hello there',
      text: 'Open http://localhost:3000/x now',
      html: '<p>x</p>',
    });
    const [file] = readdirSync(outboxDir);
    expect(file).toMatch(/ada-example-com-hello-there\.eml$/);
    expect(readFileSync(path.join(outboxDir, file ?? ''), 'utf8')).toContain('Subject: Hello there');
    expect(lines).toEqual([`email saved to the outbox: ${path.join(outboxDir, file ?? '')}`]);
    rmSync(path.dirname(outboxDir), { recursive: true, force: true });
  });
});
