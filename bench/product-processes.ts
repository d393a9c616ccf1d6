import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './bench-kit';

/** The built product started as processes of their own, and seekers signed up on them (load, throughput). */

const PASSWORD = 'a long bench password';

export interface ProductProcess {
  child: ChildProcess;
  origin: string;
  /** Spawn until `/api/ready` answers 200 (indexes built). */
  readyMs: number;
  rssMbReady: number;
  dataDir: string;
}

/** A seeker signed up on one process, with their session's cookie. */
export interface User {
  email: string;
  cookie: string;
  origin: string;
  skills: string[];
}

/** Resident memory of a process now and at its peak, from Linux's /proc. */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function whenReady(origin: string): Promise<void> {
  for (;;) {
    const answer = await fetch(`${origin}/api/ready`).catch(() => undefined);
    if (answer?.status === 200) return;
    await answer?.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startProcess(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ProductProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skillmatch-load-'));
  const origin = `http://localhost:${port}`;
  const started = performance.now();
  const child = await startBuiltServer(dataDir, port, 'SkillMatch is ready at', {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hmac-0123',
    // Every user signs up from this one address before the run.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ...env,
  });
  await whenReady(origin);
  const readyMs = performance.now() - started;
  return { child, origin, readyMs, rssMbReady: memoryMb(child.pid!).rss, dataDir };
}

export async function stopProcess(product: ProductProcess): Promise<void> {
  product.child.kill('SIGTERM');
  await once(product.child, 'exit');
  rmSync(product.dataDir, { recursive: true, force: true });
}

export const jsonHeaders = (user: Pick<User, 'cookie' | 'origin'>) => ({
  origin: user.origin,
  cookie: user.cookie,
  'content-type': 'application/json',
});

export function profileBody(user: User, headline: string) {
  return JSON.stringify({
    profile: {
      headline,
      bio: 'Looking for my next role, measured under load.',
      location: 'Remote',
      skills: user.skills,
    },
  });
}

export async function signUp(origin: string, email: string, skills: string[]): Promise<User> {
  const answer = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Load Seeker' }),
  });
  if (answer.status !== 200) throw new Error(`sign-up ${email}: ${answer.status} ${await answer.text()}`);
  await answer.arrayBuffer();
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const user = { email, cookie, origin, skills };
  const saved = await fetch(`${origin}/api/user/${encodeURIComponent(email)}`, {
    method: 'PATCH',
    headers: jsonHeaders(user),
    body: profileBody(user, 'First headline'),
  });
  if (saved.status !== 200) throw new Error(`profile ${email}: ${saved.status} ${await saved.text()}`);
  await saved.arrayBuffer();
  return user;
}
