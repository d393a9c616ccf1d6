import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/app-types';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import { sendJobAlerts } from '../src/modules/saved-searches/alert-sending';
import { requestAs, signUp, type TestAccount } from './accounts';
import { makeJob } from './job-factory';
import { createTestApp } from './test-app';

/**
 * What the job alert tests share, made before and closed after the calling `describe`: an app whose
 * mailer keeps what it sends, refuses or cannot reach the addresses a test names, a second app instance
 * on the same database (a second process), a seeker, and the steps the tests take.
 */
export function jobAlertWorld() {
  const sent: MailMessage[] = [];
  /** Addresses the mail server refuses for good (a 550 answer), as a bounce. */
  const refused = new Set<string>();
  /** Addresses whose mail server does not answer for now (a failure worth trying again). */
  const unreachable = new Set<string>();
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (message) => {
      if (unreachable.has(message.to)) throw new Error('connection timed out');
      if (refused.has(message.to)) {
        throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
      }
      sent.push(message);
    },
  };
  const world = {
    app: undefined as unknown as App,
    second: undefined as unknown as App,
    seeker: undefined as unknown as TestAccount,
    sent,
    refused,
    unreachable,
    /** The messages sent to an address, in order. */
    to: (account: { email: string }) => sent.filter((message) => message.to === account.email),
    save: async (account: TestAccount, body: object) => {
      const response = await requestAs(world.app, account, 'POST', '/api/saved-searches', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    },
    /** Makes a job and runs its instant alerts, as publishing's task does. */
    publish: async (overrides: Parameters<typeof makeJob>[1]) => {
      const job = await makeJob(world.app, overrides);
      await sendJobAlerts(world.app, { jobId: job.id });
      return job;
    },
    alertNotifications: async (account: TestAccount) =>
      (await requestAs(world.app, account, 'GET', '/api/notifications'))
        .json()
        .items.filter((item: { kind: string }) => item.kind === 'job-alert'),
  };

  beforeAll(async () => {
    world.app = await createTestApp({ mailer });
    world.second = await buildApp({
      config: world.app.config,
      database: world.app.database,
      logger: false,
      mailer,
    });
    await world.second.ready();
    world.seeker = await signUp(world.app, { name: 'Kim Kotlin' });
  });
  afterAll(async () => {
    await world.second.close();
    await world.app.close();
  });
  return world;
}
