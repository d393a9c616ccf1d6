import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '@skillmatch/db/schema/applications';
import type { App } from '../../app-types';
import { requestAs, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

const MOTIVATION = 'I have shipped data pipelines for six years and would love to do it for your team.';

/** The pipeline's board and list show each applicant's match score and sort by it (issue 33). */
describe('match scores in the recruiting pipeline', () => {
  let app: App;
  let admin: TestAccount;
  let job: { id: string };
  const applicants: Record<string, { account: TestAccount; applicationId: string }> = {};

  const as = (account: TestAccount, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    requestAs(app, account, method, url, payload);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
    job = await makeJob(app, { title: 'Data Engineer', skills: ['Python', 'SQL', 'Airflow', 'Spark'] });
    const people = {
      // Applied first, so that newest-first puts the best match last.
      all: { name: 'Ada All', skills: ['Python', 'SQL', 'Airflow', 'Spark'], at: '2026-11-01' },
      half: { name: 'Hal Half', skills: ['Python', 'SQL', 'Excel'], at: '2026-11-02' },
      none: { name: 'Nora None', skills: ['Figma', 'Illustrator'], at: '2026-11-03' },
    };
    for (const [key, person] of Object.entries(people)) {
      const account = await signUp(app, { name: person.name });
      const saved = await as(account, 'PATCH', `/api/user/${encodeURIComponent(account.email)}`, {
        profile: {
          headline: 'Data person',
          bio: 'I work with data.',
          location: 'Lisbon',
          skills: person.skills,
          experience: [
            {
              id: 'e1',
              title: 'Analyst',
              company: 'Acme',
              startDate: '2022-01',
              current: true,
              description: 'Reports.',
            },
          ],
          education: [
            { id: 'd1', school: 'University of Lisbon', degree: 'BSc', field: 'Statistics', startYear: 2018 },
          ],
        },
      });
      expect(saved.statusCode).toBe(200);
      const [row] = await app.db
        .insert(applications)
        .values({
          userId: account.id,
          jobId: job.id,
          motivation: MOTIVATION,
          jobTitle: 'Data Engineer',
          company: 'Acme',
          jobType: 'Full-time',
          createdAt: new Date(`${person.at}T09:00:00.000Z`),
          updatedAt: new Date(`${person.at}T09:00:00.000Z`),
        })
        .returning();
      applicants[key] = { account, applicationId: row!.id };
    }
  });
  afterAll(() => app.close());

  /** Each applicant's score as the job's applicants page shows it, by name. */
  async function candidateScores(): Promise<Map<string, number>> {
    const candidates = (await as(admin, 'GET', `/api/jobs/${job.id}/candidates`)).json();
    return new Map(
      candidates.applicants.map((entry: { person: { name: string }; score: number }) => [
        entry.person.name,
        entry.score,
      ]),
    );
  }

  const namesAndScores = (items: { applicant: { name: string }; score: number | null }[]) =>
    items.map((item) => [item.applicant.name, item.score]);

  it('shows on each card of the list the score of the applicants page, and sorts by it', async () => {
    const expected = await candidateScores();
    const newest = (await as(admin, 'GET', `/api/admin/applications?jobId=${job.id}`)).json();
    expect(namesAndScores(newest.items)).toEqual(
      ['Nora None', 'Hal Half', 'Ada All'].map((name) => [name, expected.get(name)]),
    );
    const byScore = (await as(admin, 'GET', `/api/admin/applications?jobId=${job.id}&sort=score`)).json();
    expect(byScore.total).toBe(3);
    expect(byScore.items.map((item: { applicant: { name: string } }) => item.applicant.name)).toEqual([
      'Ada All',
      'Hal Half',
      'Nora None',
    ]);
    expect(expected.get('Ada All')).toBeGreaterThanOrEqual(90);
    expect(expected.get('Nora None')).toBe(0);
    const secondPage = await as(
      admin,
      'GET',
      `/api/admin/applications?jobId=${job.id}&sort=score&pageSize=2&page=2`,
    );
    expect(namesAndScores(secondPage.json().items)).toEqual([['Nora None', 0]]);
  });

  it('shows the scores on the board and orders a column by them on request', async () => {
    const applied = (board: { columns: { status: string; items: never[] }[] }) =>
      board.columns.find((column) => column.status === 'Applied')!.items;
    const recent = (await as(admin, 'GET', `/api/admin/applications/board?jobId=${job.id}`)).json();
    expect(namesAndScores(applied(recent)).map(([name]) => name)).toEqual([
      'Nora None',
      'Hal Half',
      'Ada All',
    ]);
    const scored = (
      await as(admin, 'GET', `/api/admin/applications/board?jobId=${job.id}&sort=score`)
    ).json();
    const expected = await candidateScores();
    expect(namesAndScores(applied(scored))).toEqual(
      ['Ada All', 'Hal Half', 'Nora None'].map((name) => [name, expected.get(name)]),
    );
    const refused = await as(admin, 'GET', `/api/admin/applications/board?sort=salary`);
    expect(refused.statusCode).toBe(400);
  });

  it('shows in a card’s detail the score, skills, experience and education', async () => {
    const detail = (
      await as(admin, 'GET', `/api/admin/applications/${applicants.half!.applicationId}`)
    ).json();
    expect(detail.score).toBe((await candidateScores()).get('Hal Half'));
    expect(detail.item.score).toBe(detail.score);
    expect(detail.profile).toEqual({
      headline: 'Data person',
      skills: ['Python', 'SQL', 'Microsoft Excel'],
      experience: [
        {
          title: 'Analyst',
          company: 'Acme',
          startDate: '2022-01',
          endDate: '',
          current: true,
          description: 'Reports.',
        },
      ],
      education: [
        {
          school: 'University of Lisbon',
          degree: 'BSc',
          field: 'Statistics',
          startYear: 2018,
          endYear: null,
          current: false,
        },
      ],
    });
    expect(detail.resume).toBeNull();
  });
});
