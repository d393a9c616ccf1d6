import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app-types';
import { requestAs, signUp, type TestAccount } from '../../../test/accounts';
import { applyAs } from '../../../test/applications';
import { makeCompany } from '../../../test/companies';
import { makeJob } from '../../../test/job-factory';
import { createTestApp } from '../../../test/test-app';

describe('scorecards', () => {
  let app: App;
  let recruiter: TestAccount;
  let first: TestAccount;
  let second: TestAccount;
  let outsider: TestAccount;
  let applicationId: string;
  let interviewId: string;
  const card = (who: TestAccount, body?: object) =>
    requestAs(app, who, body ? 'PUT' : 'GET', `/api/interviews/${interviewId}/scorecard`, body);
  const summary = async (who: TestAccount) => {
    const answer = await requestAs(
      app,
      who,
      'GET',
      `/api/interviews/scorecards?applicationId=${applicationId}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as {
      hidden: boolean;
      scorecards: { author: { name: string } }[];
      recommendations: object;
    };
  };
  const authors = async (who: TestAccount) =>
    (await summary(who)).scorecards.map((one) => one.author.name).sort();

  beforeAll(async () => {
    app = await createTestApp();
    recruiter = await signUp(app, { name: 'Rita Recruiter' });
    first = await signUp(app, { name: 'Ivan First' });
    second = await signUp(app, { name: 'Iris Second' });
    outsider = await signUp(app, { name: 'Olga Outsider' });
    const seeker = await signUp(app, { name: 'Sam Seeker' });
    const company = await makeCompany(app, {
      members: [
        { id: recruiter.id, role: 'recruiter' },
        { id: first.id, role: 'interviewer' },
        { id: second.id, role: 'interviewer' },
      ],
    });
    await makeCompany(app, { members: [{ id: outsider.id, role: 'owner' }] });
    const job = await makeJob(app, { company: company.name, skills: ['Go', 'PostgreSQL'] });
    applicationId = await applyAs(app, seeker, job.id);
    const scheduled = await requestAs(
      app,
      recruiter,
      'POST',
      `/api/applications/${applicationId}/interviews`,
      {
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        durationMinutes: 60,
        timeZone: 'Europe/Lisbon',
        interviewerEmails: [first.email, second.email],
      },
    );
    interviewId = scheduled.json().id;
  });
  afterAll(() => app.close());

  it('lists the job’s skills first, then the company’s own attributes', async () => {
    const answer = await card(first);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().items).toEqual([
      { item: 'Go', kind: 'skill' },
      { item: 'PostgreSQL', kind: 'skill' },
      { item: 'Communication', kind: 'attribute' },
      { item: 'Problem solving', kind: 'attribute' },
      { item: 'Collaboration', kind: 'attribute' },
    ]);
    expect(
      (await requestAs(app, first, 'PUT', '/api/interviews/attributes', { attributes: ['Ownership'] }))
        .statusCode,
    ).toBe(403);
    const set = await requestAs(app, recruiter, 'PUT', '/api/interviews/attributes', {
      attributes: ['Ownership', 'Curiosity'],
    });
    expect(set.json()).toEqual({ attributes: ['Ownership', 'Curiosity'] });
    expect((await card(first)).json().items.map((item: { item: string }) => item.item)).toEqual([
      'Go',
      'PostgreSQL',
      'Ownership',
      'Curiosity',
    ]);
  });

  it('needs the overall recommendation to submit, and rates only the scorecard’s items', async () => {
    const ratings = [{ item: 'Go', rating: 'strong-yes' }];
    const noRecommendation = await card(first, { ratings, submit: true });
    expect(noRecommendation.statusCode).toBe(400);
    expect(noRecommendation.json().fields.recommendation).toBe(
      'Give your overall recommendation to submit the scorecard',
    );
    const unknown = await card(first, { ratings: [{ item: 'Cobol', rating: 'no' }], recommendation: 'yes' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.ratings).toMatch(/Cobol/);
    const neutral = await card(first, { ratings: [{ item: 'Go', rating: 'maybe' }] });
    expect(neutral.statusCode).toBe(400);
    expect((await card(first)).json().submittedAt).toBeNull();
  });

  it('hides the others’ scorecards from an interviewer until they submitted their own', async () => {
    const submitted = await card(first, {
      ratings: [
        { item: 'Go', rating: 'strong-yes' },
        { item: 'Ownership', rating: 'yes' },
      ],
      notes: 'Clear about trade-offs.',
      recommendation: 'yes',
      submit: true,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().submittedAt).not.toBeNull();
    // Submitted once: it stays.
    expect((await card(first, { ratings: [], recommendation: 'no', submit: true })).statusCode).toBe(409);

    expect(await summary(second)).toMatchObject({ hidden: true, scorecards: [] });
    await card(second, { ratings: [{ item: 'Go', rating: 'no' }], recommendation: 'no' });
    expect(await authors(second)).toEqual(['Iris Second']);
    expect((await summary(second)).hidden).toBe(true);
    // A recruiter not on the panel sees what was submitted, not the drafts.
    expect(await authors(recruiter)).toEqual(['Ivan First']);

    await card(second, {
      ratings: [{ item: 'Go', rating: 'no' }],
      recommendation: 'strong-no',
      submit: true,
    });
    const both = await summary(second);
    expect(both.hidden).toBe(false);
    expect(both.scorecards.map((one) => one.author.name).sort()).toEqual(['Iris Second', 'Ivan First']);
    expect(both.recommendations).toEqual({ 'strong-no': 1, no: 0, yes: 1, 'strong-yes': 0 });
  });

  it('keeps another company’s team out', async () => {
    const other = await requestAs(
      app,
      outsider,
      'GET',
      `/api/interviews/scorecards?applicationId=${applicationId}`,
    );
    expect(other.statusCode).toBe(404);
    expect((await card(outsider)).statusCode).toBe(404);
    expect((await card(outsider, { ratings: [], recommendation: 'yes', submit: true })).statusCode).toBe(404);
    // The recruiter holds no part in this interview: no scorecard of theirs to fill.
    expect((await card(recruiter)).statusCode).toBe(404);
  });
});
