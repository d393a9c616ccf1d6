import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';

export const ADMIN = { email: 'admin@skillmatch.localhost', password: 'e2e admin password' };

export interface Account {
  name: string;
  email: string;
  password: string;
}

export function newAccount(name = 'Ada Lovelace'): Account {
  return { name, email: `e2e-${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery' };
}

/** The Origin header the server asks of a request that changes something. */
export const origin = (baseURL: string) => ({ origin: new URL(baseURL).origin });

/** Signs up over HTTP (not through the form): the cookie lands in the request's browser context. */
export async function signUpOverHttp(request: APIRequestContext, baseURL: string, account = newAccount()) {
  const response = await request.post('/api/auth/sign-up/email', { data: account, headers: origin(baseURL) });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return account;
}

export async function signInOverHttp(
  request: APIRequestContext,
  baseURL: string,
  account: Pick<Account, 'email' | 'password'>,
) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: origin(baseURL),
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** Signs a new seeker up over HTTP and saves a valid profile with these skills (none: no profile). */
export async function seekerWithSkills(
  request: APIRequestContext,
  baseURL: string,
  skills: string[],
  name = 'Grace Hopper',
): Promise<Account> {
  const account = await signUpOverHttp(request, baseURL, newAccount(name));
  if (skills.length === 0) return account;
  const response = await request.patch(`/api/user/${encodeURIComponent(account.email)}`, {
    headers: origin(baseURL),
    data: {
      profile: { headline: 'Frontend engineer', bio: 'I build web apps.', location: 'Remote', skills },
    },
  });
  if (!response.ok()) throw new Error(`profile failed: ${response.status()} ${await response.text()}`);
  return account;
}

export const FRONTEND_SKILLS = ['JavaScript', 'React', 'TypeScript', 'HTML', 'CSS'];

/** The first link of the newest message to `email` in the server's development outbox. */
export async function linkFromOutbox(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(outbox)).sort().reverse();
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(outbox, file)));
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    if (to.some((address) => address.text.includes(email))) {
      const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
      if (link) return link;
    }
  }
  throw new Error(`no email to ${email} in ${outbox}`);
}

export interface OutboxEmail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** Every message to `email` in the server's development outbox, oldest first. */
export async function emailsInOutbox(email: string): Promise<OutboxEmail[]> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(outbox).catch(() => [])).sort();
  const found: OutboxEmail[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(outbox, file)));
    const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
      .map((address) => address.text)
      .join(', ');
    if (!to.includes(email)) continue;
    found.push({ to, replyTo: mail.replyTo?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
  }
  return found;
}
