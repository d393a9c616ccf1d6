import { eq } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import { jobs } from '@skillmatch/db/schema/jobs';
import { APPLICATION_STATUSES, JOB_CATEGORIES } from '@skillmatch/shared/constants';
import { DEFAULT_SITE_SETTINGS } from '@skillmatch/shared/site-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { sameOrigin, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const MOTIVATION = 'I have shipped software for ten years and would like to bring that to your team.';
const DAY = 24 * 60 * 60 * 1000;

describe('the admin dashboard', () => {
  let app: App;
  let admin: TestAccount;
  const accounts: TestAccount[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
    accounts.push(admin);
  });
  afterAll(() => app.close());

  const asAdmin = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...sameOrigin(app), cookie: admin.cookie },
      ...(payload ? { payload } : {}),
    });

  it('lists sign-ups and settings changes, newest first', async () => {
    const seeker = await signUp(app, { name: 'Ada Lovelace' });
    accounts.push(seeker);
    const saved = await asAdmin('PUT', '/api/admin/settings', {
      ...DEFAULT_SITE_SETTINGS,
      siteName: 'Hire Well',
    });
    expect(saved.statusCode).toBe(200);

    const activity = await asAdmin('GET', '/api/admin/activity?limit=3');
    expect(activity.statusCode).toBe(200);
    expect(activity.json().items).toEqual([
      {
        id: expect.any(String),
        kind: 'settings.changed',
        actor: { id: admin.id, name: 'Grace Admin' },
        summary: 'Grace Admin changed the settings: site name',
        link: '/admin/settings',
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        kind: 'user.signed-up',
        actor: { id: seeker.id, name: 'Ada Lovelace' },
        summary: 'Ada Lovelace signed up',
        link: `/admin/users/${seeker.id}`,
        createdAt: expect.any(String),
      },
      expect.objectContaining({ kind: 'user.signed-up', summary: 'Grace Admin signed up' }),
    ]);
    const times = activity.json().items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await asAdmin('GET', '/api/admin/activity?limit=0')).statusCode).toBe(400);
  });

  it('counts every number and chart as the test counts them itself', async () => {
    const empty = (await asAdmin('GET', '/api/admin/stats')).json();
    expect(empty.quick.medianDaysToFirstResponse).toBeNull();
    expect(empty.quick.activeJobsWithApplicantsPercent).toBeNull();
    expect(empty.applicationsPerWeek).toHaveLength(12);
    expect(empty.applicationsPerWeek.every((week: { count: number }) => week.count === 0)).toBe(true);

    const t1 = await makeJob(app, { category: 'Technology' });
    const t2 = await makeJob(app, { category: 'Technology' });
    const f1 = await makeJob(app, { category: 'Finance' });
    await makeJob(app, { category: 'Design' });
    await makeJob(app, { category: 'Logistics' });
    await makeJob(app, { category: 'Healthcare', status: 'closed' });
    const closing = await makeJob(app, { category: 'Technology' });
    const seekers = [await signUp(app), await signUp(app), await signUp(app)];
    accounts.push(...seekers);

    const apply = async (seeker: TestAccount, jobId: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: { ...sameOrigin(app), cookie: seeker.cookie },
        payload: { jobId, motivation: MOTIVATION },
      });
      expect(response.statusCode).toBe(201);
      return response.json().applicationId as string;
    };
    const move = async (id: string, status: string) =>
      expect((await asAdmin('PATCH', `/api/applications/${id}`, { status })).statusCode).toBe(200);

    const [s1, s2, s3] = seekers as [TestAccount, TestAccount, TestAccount];
    const sent = {
      applied: await apply(s1, t1.id),
      interview: await apply(s1, t2.id),
      offer1: await apply(s1, f1.id),
      rejected: await apply(s2, t1.id),
      offer2: await apply(s2, t2.id),
      inProgress: await apply(s3, t1.id),
      withdrawn: await apply(s2, f1.id),
      onClosedJob: await apply(s3, closing.id),
    };
    await move(sent.interview, 'Interview');
    await move(sent.offer1, 'In Progress');
    await move(sent.offer1, 'Offer');
    await move(sent.rejected, 'Rejected');
    await move(sent.offer2, 'Offer');
    await move(sent.inProgress, 'In Progress');
    const withdrawn = await app.inject({
      method: 'POST',
      url: `/api/applications/${sent.withdrawn}/withdraw`,
      headers: { ...sameOrigin(app), cookie: s2.cookie },
    });
    expect(withdrawn.statusCode).toBe(200);
    await app.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closing.id));

    // When each was sent and first answered, set here so the test knows the weeks and the median.
    const now = new Date();
    const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    while (monday.getUTCDay() !== 1) monday.setUTCDate(monday.getUTCDate() - 1);
    const weeksAgo = (weeks: number, plusMs = 0) => new Date(monday.getTime() - weeks * 7 * DAY + plusMs);
    const timing: Record<keyof typeof sent, { sent: Date; answeredAfterDays: number | null }> = {
      applied: { sent: monday, answeredAfterDays: null },
      interview: { sent: weeksAgo(0, -1), answeredAfterDays: 1 }, // Sunday 23:59:59.999 last week
      offer1: { sent: weeksAgo(3, 5 * 60 * 60 * 1000), answeredAfterDays: 2 },
      rejected: { sent: weeksAgo(11), answeredAfterDays: 3.5 }, // the chart's first Monday
      offer2: { sent: weeksAgo(12, -1), answeredAfterDays: 5 }, // just before the chart starts
      inProgress: { sent: weeksAgo(3, 2 * DAY), answeredAfterDays: 0.5 },
      withdrawn: { sent: weeksAgo(6), answeredAfterDays: null },
      onClosedJob: { sent: now, answeredAfterDays: null },
    };
    for (const [key, { sent: createdAt, answeredAfterDays }] of Object.entries(timing)) {
      await app.db
        .update(applications)
        .set({
          createdAt,
          firstResponseAt:
            answeredAfterDays === null ? null : new Date(createdAt.getTime() + answeredAfterDays * DAY),
        })
        .where(eq(applications.id, sent[key as keyof typeof sent]));
    }

    const response = await asAdmin('GET', '/api/admin/stats');
    expect(response.statusCode).toBe(200);
    const stats = response.json();

    const statuses: Record<keyof typeof sent, string> = {
      applied: 'Applied',
      interview: 'Interview',
      offer1: 'Offer',
      rejected: 'Rejected',
      offer2: 'Offer',
      inProgress: 'In Progress',
      withdrawn: 'Withdrawn',
      onClosedJob: 'Applied',
    };
    const activeJobs = 5; // t1, t2, f1, Design and Logistics
    const activeByCategory: Record<string, number> = { Technology: 2, Finance: 1, Design: 1, Logistics: 1 };
    const answered = Object.values(timing)
      .flatMap(({ answeredAfterDays }) => (answeredAfterDays === null ? [] : [answeredAfterDays]))
      .sort((a, b) => a - b);
    const middle = answered.length / 2;
    const median =
      answered.length % 2 ? answered[Math.floor(middle)]! : (answered[middle - 1]! + answered[middle]!) / 2;
    const perWeek = Array.from({ length: 12 }, (_, index) => {
      const start = weeksAgo(11 - index);
      const end = weeksAgo(10 - index);
      return {
        weekStart: start.toISOString().slice(0, 10),
        count: Object.values(timing).filter(({ sent: at }) => at >= start && at < end).length,
      };
    });

    expect(stats).toEqual({
      totals: {
        users: accounts.length,
        jobs: 7,
        applications: Object.keys(sent).length,
        activeJobs,
      },
      quick: {
        applicationsThisWeek: Object.values(timing).filter(({ sent: at }) => at >= monday).length,
        offersMade: Object.values(statuses).filter((status) => status === 'Offer').length,
        medianDaysToFirstResponse: Math.round(median * 10) / 10,
        // t1, t2 and f1 of the five active jobs have applicants; the closed one's does not count.
        activeJobsWithApplicantsPercent: Math.round((100 * 3) / activeJobs),
      },
      applicationsPerWeek: perWeek,
      funnel: APPLICATION_STATUSES.map((status) => ({
        status,
        count: Object.values(statuses).filter((value) => value === status).length,
      })),
      jobsByCategory: JOB_CATEGORIES.map((category) => ({
        category,
        count: activeByCategory[category] ?? 0,
      })),
    });
    // The arithmetic the expectations rest on, spelled out once.
    expect(stats.quick).toEqual({
      applicationsThisWeek: 2,
      offersMade: 2,
      medianDaysToFirstResponse: 2,
      activeJobsWithApplicantsPercent: 60,
    });
    expect(perWeek.map((week) => week.count)).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 2, 0, 1, 2]);
  });
});
