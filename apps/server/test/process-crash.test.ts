import { rmSync } from 'node:fs';
import type { Application } from '@skillmatch/shared/schemas/applications';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  indexesBuilt,
  printedAdministrator,
  scratchDir,
  scratchPostgresDatabase,
  startServer,
  type Started,
  cookieOf,
} from './processes';
import { startSmtpPeer } from './smtp-peer';

const MOTIVATION = 'I have done this work for years and would bring that care to your team.';
/** Applications acknowledged before the process is killed; more are under way when it dies. */
const ACKNOWLEDGED_BEFORE_KILL = 24;
const IN_FLIGHT = 4;

/**
 * kill -9 in the middle of a stream of applications, on each database: after a restart every
 * acknowledged application is there, none twice, and a background task sent before the kill (an email
 * whose mail server was down) is carried out by the restarted process.
 */
describe.each([{ database: 'the embedded database' as const }, { database: 'PostgreSQL' as const }])(
  'a process killed with SIGKILL on $database',
  ({ database }) => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('loses no acknowledged application, and runs an email task sent before the kill', async () => {
      const dataDir = scratchDir();
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(await freePort()) };
      if (database === 'PostgreSQL') {
        const scratch = await scratchPostgresDatabase();
        cleanups.push(scratch.drop);
        env.DATABASE_URL = scratch.url;
        env.AUTH_SECRET = 'a-secret-that-survives-the-restart-0123456789';
      }
      const origin = `http://localhost:${env.PORT}`;
      const call = (url: string, cookie: string, init: RequestInit = {}) =>
        fetch(`${origin}${url}`, {
          ...init,
          headers: { origin, cookie, ...(init.body ? { 'content-type': 'application/json' } : {}) },
        });
      const signIn = async (email: string, password: string) =>
        cookieOf(
          await call('/api/auth/sign-in/email', '', {
            method: 'POST',
            body: JSON.stringify({ email, password }),
          }),
        );

      // Nothing listens on the mail port yet: email tasks fail and wait for their retry.
      const mailPort = await freePort();
      let running: Started = startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${mailPort}` });
      cleanups.push(async () => {
        running.child.kill('SIGTERM');
        await running.exited;
      });
      await indexesBuilt(running);
      const administrator = printedAdministrator(running.output());
      const admin = await signIn(administrator.email, administrator.password);
      const email = `crash-${Date.now()}@example.com`;
      const signedUp = await call('/api/auth/sign-up/email', '', {
        method: 'POST',
        body: JSON.stringify({ email, name: 'Kim Killed', password: 'correct horse battery' }),
      });
      const seeker = cookieOf(signedUp);
      const { jobs } = (await (
        await call('/api/jobs?status=active&pageSize=100', seeker)
      ).json()) as JobSearchResponse;
      expect(jobs.length).toBeGreaterThan(ACKNOWLEDGED_BEFORE_KILL + IN_FLIGHT);

      // An acknowledged status change: its email task is sent in the same transaction.
      const first = await call('/api/applications', seeker, {
        method: 'POST',
        body: JSON.stringify({ jobId: jobs[0]!.id, motivation: MOTIVATION }),
      });
      expect(first.status).toBe(201);
      const moved = await call(
        `/api/applications/${((await first.json()) as Application).applicationId}`,
        admin,
        {
          method: 'PATCH',
          body: JSON.stringify({ status: 'Interview' }),
        },
      );
      expect(moved.status).toBe(200);
      const acknowledged = [jobs[0]!.id];

      // Applications stream in, a few at a time; the process is killed once enough are acknowledged.
      let killed = false;
      const queue = jobs.slice(1);
      const sender = async () => {
        for (let job = queue.shift(); job && !killed; job = queue.shift()) {
          const answer = await call('/api/applications', seeker, {
            method: 'POST',
            body: JSON.stringify({ jobId: job.id, motivation: MOTIVATION }),
          }).catch(() => null);
          if (answer?.status === 201) acknowledged.push(job.id);
          if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
            killed = true;
            running.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
      expect(await running.exited).toBeNull();

      const mail = await startSmtpPeer();
      cleanups.push(mail.stop);
      running = startServer({ ...env, SMTP_URL: mail.url });
      await indexesBuilt(running);

      const mine = (await (await call('/api/applications', seeker)).json()) as Application[];
      const stored = mine.map((application) => application.jobId);
      expect(stored).toEqual(expect.arrayContaining(acknowledged));
      expect(new Set(stored).size).toBe(stored.length);

      await expect
        .poll(() => mail.received.map((message) => `${message.to.join()} ${message.subject}`), {
          timeout: 90_000,
          interval: 500,
        })
        .toContainEqual(expect.stringMatching(new RegExp(`^${email} Application update: Interview`)));
    }, 180_000);
  },
);
