import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { activityLog } from '@skillmatch/db/schema/activity-log';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { App } from '../../app-types';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';
import { closeExpiredJobs } from './close-expired-jobs';

/**
 * More than one statement can carry: closing them in one go once sent an activity insert with over 65,535
 * parameters, which PostgreSQL refuses, so none closed, every ten minutes.
 */
const EXPIRED = 12_000;

describe('closing expired jobs', () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const count = async (query: string, values: unknown[] = []) =>
    Number(((await app.database.executeSql(query, values)).rows[0] as { count: string | number }).count);

  it('closes thousands expired at once, each once, with its activity and its applicants told, even when two run together', async () => {
    const first = await makeJob(app, { title: 'Stale Role', company: 'Bulk Co', closingDate: '2026-01-31' });
    await app.database.executeSql(
      `insert into jobs (title, company, company_id, location, category, description, skills, responsibilities,
         requirements, posted_date, closing_date, status)
       select title || ' ' || n, company, company_id, location, category, description, skills, responsibilities,
         requirements, posted_date, closing_date, status
       from jobs cross join generate_series(2, $2::int) as n where id = $1`,
      [first.id, EXPIRED],
    );
    const open = await makeJob(app, { title: 'Open Role', company: 'Bulk Co', closingDate: '2099-01-01' });

    const [one, other] = await Promise.all([
      closeExpiredJobs(app.db, app.tasks),
      closeExpiredJobs(app.db, app.tasks),
    ]);
    expect(one + other).toBe(EXPIRED);
    const staleStates = await app.db
      .select({ status: jobs.status, count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(like(jobs.title, 'Stale Role%'))
      .groupBy(jobs.status);
    expect(staleStates).toEqual([{ status: 'closed', count: EXPIRED }]);
    expect((await app.db.select().from(jobs).where(eq(jobs.id, open.id)))[0]?.status).toBe('active');

    const entries = await app.db
      .select({ link: activityLog.link })
      .from(activityLog)
      .where(and(eq(activityLog.kind, 'job.closed'), like(activityLog.summary, 'Stale Role%')));
    expect(new Set(entries.map((entry) => entry.link)).size).toBe(EXPIRED);
    expect(entries).toHaveLength(EXPIRED);
    expect(await count(`select count(*) from pgboss.job where name = 'job-closed'`)).toBe(EXPIRED);

    expect(await closeExpiredJobs(app.db, app.tasks)).toBe(0);
  }, 180_000);
});
