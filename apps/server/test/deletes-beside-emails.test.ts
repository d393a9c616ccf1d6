import { openDatabase, type DatabaseHandle } from '@skillmatch/db/client';
import { candidateEmails } from '@skillmatch/db/schema/candidate-emails';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app-types';
import { appendToTimeline } from '../src/modules/applications/applications-repository';
import { EMAIL_SENT_STAGE } from '../src/modules/email-templates/timeline-entry';
import { requestAs, signUp, signUpAdmin, type TestAccount } from './accounts';
import { makeJob } from './job-factory';
import { scratchPostgresDatabase } from './processes';
import { createTestApp } from './test-app';

const MOTIVATION = 'I have built design systems for eight years and would love to bring that to your team.';

/**
 * An email to a candidate is kept with their application and written on its timeline in one transaction
 * (`sendTemplateEmail`). A job or an account deleted between those two writes waits for it and then
 * goes, and the email's transaction commits too: neither is refused as a deadlock. On PostgreSQL, where
 * two transactions run side by side (the embedded database runs one at a time).
 */
describe('deleting a job or an account while an email to its applicant is being kept', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
  let database: DatabaseHandle;
  let app: App;
  let admin: TestAccount;

  beforeAll(async () => {
    scratch = await scratchPostgresDatabase();
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
    await database.migrate();
    app = await createTestApp({ database });
    admin = await signUpAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await scratch.drop();
  });

  async function application(title: string) {
    const job = (await makeJob(app, { title, company: 'Acme' })).id;
    const seeker = await signUp(app, { name: 'Ines Inbox' });
    const applied = await requestAs(app, seeker, 'POST', '/api/applications', {
      jobId: job,
      motivation: MOTIVATION,
    });
    expect(applied.statusCode).toBe(201);
    // The application's own emails sent, so only the transaction below writes beside the deletion.
    await expect.poll(async () => (await app.tasks.counts()).pending, { timeout: 10_000 }).toBe(0);
    return { job, seeker, id: applied.json().applicationId as string };
  }

  /** How many of this database's sessions wait for a lock another holds. */
  async function waitingForLocks(): Promise<number> {
    const { rows } = await database.executeSql(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return (rows[0] as { waiting: number }).waiting;
  }

  /**
   * Keeps an email with the application, starts `deletion`, waits until it waits on the email's
   * transaction, then writes the email on the timeline and commits. Returns the deletion's status.
   */
  async function besideAnEmail(applicationId: string, deletion: () => Promise<{ statusCode: number }>) {
    let answer: Promise<{ statusCode: number }> | undefined;
    await app.db.transaction(async (tx) => {
      await tx.insert(candidateEmails).values({
        applicationId,
        direction: 'out',
        kind: 'acknowledgement',
        subject: 'Thank you for applying',
        body: 'We have your application.',
        status: 'sent',
        sentAt: new Date(),
      });
      answer = deletion();
      await expect.poll(waitingForLocks, { timeout: 10_000 }).toBeGreaterThan(0);
      await appendToTimeline(tx, applicationId, { stage: EMAIL_SENT_STAGE, note: 'Thank you for applying' });
    });
    return (await answer!).statusCode;
  }

  it('a deleted job: the job goes, its application closes, and the email stays on its timeline', async () => {
    const { job, seeker, id } = await application('Vanishing Engineer');
    expect(await besideAnEmail(id, () => requestAs(app, admin, 'DELETE', `/api/jobs/${job}`))).toBe(200);
    const [mine] = (await requestAs(app, seeker, 'GET', '/api/applications')).json();
    expect(mine.status).toBe('Closed by the employer');
    expect(mine.timeline.map((entry: { note?: string }) => entry.note)).toContain('Thank you for applying');
  });

  it('a deleted account: the account goes, and its application stays with the employer', async () => {
    const { seeker, id } = await application('Steady Engineer');
    expect(await besideAnEmail(id, () => requestAs(app, seeker, 'DELETE', `/api/user/${seeker.email}`))).toBe(
      200,
    );
    const detail = await requestAs(app, admin, 'GET', `/api/admin/applications/${id}`);
    expect(detail.statusCode).toBe(200);
    const { application: kept, profile } = detail.json();
    expect(profile).toBeNull();
    expect(kept.timeline.map((entry: { note?: string }) => entry.note)).toContain('Thank you for applying');
  });
});
