import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@skillmatch/db/schema/jobs';
import type { App } from '../../app-types';
import type { TestAccount } from '../../../test/accounts';
import { moderationWorld } from '../../../test/moderation-world';

/** Drafts, the operator's decisions on jobs waiting for review, and who hears of them. */
describe('job review', () => {
  const world = moderationWorld();
  const {
    sent,
    settled,
    as,
    jobBody,
    makeCompany,
    join,
    moderation,
    post,
    searchTotal,
    eventually,
    reviewNotifications,
  } = world;
  let app: App;
  let operator: TestAccount;
  let owner: TestAccount;
  let recruiter: TestAccount;
  let interviewer: TestAccount;
  let outsider: TestAccount;
  let seeker: TestAccount;
  beforeAll(() => ({ app, operator, owner, recruiter, interviewer, outsider, seeker } = world));

  describe('drafts, review decisions and who is told', () => {
    let company: string;
    beforeAll(async () => {
      await moderation('first');
      company = await makeCompany('Stark Review');
      await join(company, owner, 'owner');
      await join(company, recruiter, 'recruiter');
      await join(company, interviewer, 'interviewer');
    });

    it('keeps a draft to its team until it is submitted, then it waits for review once', async () => {
      const draft = await post(recruiter, jobBody({ companyId: company, draft: true, title: 'Draft Pilot' }));
      expect(draft.review).toBe('draft');
      await eventually('Draft Pilot', 'all').toBe(1);
      expect(await searchTotal('Draft Pilot')).toBe(0);
      expect((await as(interviewer, 'POST', `/api/jobs/${draft.id}/submit`, {})).statusCode).toBe(403);
      expect((await as(outsider, 'POST', `/api/jobs/${draft.id}/submit`, {})).statusCode).toBe(404);
      const submitted = await as(recruiter, 'POST', `/api/jobs/${draft.id}/submit`, {
        location: 'Braga, Portugal',
      });
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json()).toMatchObject({ review: 'pending', location: 'Braga, Portugal' });
      const again = await as(recruiter, 'POST', `/api/jobs/${draft.id}/submit`, {});
      expect(again.statusCode).toBe(409);
      const queue = (await as(operator, 'GET', '/api/admin/job-reviews')).json();
      expect(queue.items).toContainEqual(
        expect.objectContaining({
          id: draft.id,
          company: 'Stark Review',
          poster: { name: 'Rita Recruiter', email: recruiter.email },
        }),
      );
      expect((await as(recruiter, 'GET', '/api/admin/job-reviews')).statusCode).toBe(403);
      const operatorNotifications = await reviewNotifications(operator);
      expect(
        operatorNotifications.filter((notification) => notification.link === `/admin/review/${draft.id}`),
      ).toHaveLength(1);
    });

    it('refuses a decision with a bad body (400 with fields), from a non-operator, or on no such job', async () => {
      const job = await post(recruiter, jobBody({ companyId: company }));
      const url = `/api/jobs/${job.id}/review`;
      const missing = await as(operator, 'POST', url, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields.decision).toBe('Choose publish, ask for changes or reject');
      const noNote = await as(operator, 'POST', url, { decision: 'changes', note: '   ' });
      expect(noNote.statusCode).toBe(400);
      expect(noNote.json().fields.note).toBe('Write a note saying what to change');
      const rejectNoNote = await as(operator, 'POST', url, { decision: 'reject' });
      expect(rejectNoNote.json().fields.note).toBe('Write a note saying why the job is rejected');
      expect((await as(recruiter, 'POST', url, { decision: 'publish' })).statusCode).toBe(403);
      const none = await as(operator, 'POST', '/api/jobs/00000000-0000-4000-8000-000000000000/review', {
        decision: 'publish',
      });
      expect(none.statusCode).toBe(404);
      const [row] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row!.review).toBe('pending');
    });

    it('sends a job back with a note; its team is told once in the bell and by email; edited, it waits again', async () => {
      sent.length = 0;
      const job = await post(recruiter, jobBody({ companyId: company, title: 'Sent Back Role' }));
      const before = await reviewNotifications(owner);
      const response = await as(operator, 'POST', `/api/jobs/${job.id}/review`, {
        decision: 'changes',
        note: 'Say where the team works.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        review: 'changes_requested',
        reviewNote: 'Say where the team works.',
      });
      await settled();
      for (const account of [recruiter, owner]) {
        const about = (await reviewNotifications(account)).filter((notification) =>
          notification.body.includes('Sent Back Role'),
        );
        expect(about).toEqual([
          {
            ...about[0],
            title: 'Changes requested',
            link: `/admin/jobs/${job.id}/edit`,
          },
        ]);
        expect(about[0]!.body).toContain('Say where the team works.');
        const mails = sent.filter((mail) => mail.to === account.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe('Changes requested - SkillMatch');
        expect(mails[0]!.text).toContain('Say where the team works.');
        expect(mails[0]!.text).toContain(`/admin/jobs/${job.id}/edit`);
      }
      expect(before.some((notification) => notification.body.includes('Sent Back Role'))).toBe(false);
      // Interviewers are not told; nobody else is mailed.
      expect(await reviewNotifications(interviewer)).toEqual([]);
      expect(sent).toHaveLength(2);
      await eventually('Sent Back Role', 'all').toBe(1);
      expect(await searchTotal('Sent Back Role')).toBe(0);
      // A second decision finds it decided.
      const twice = await as(operator, 'POST', `/api/jobs/${job.id}/review`, { decision: 'publish' });
      expect(twice.statusCode).toBe(409);
      // Edited and resubmitted, it waits for review again, the note cleared.
      const resubmitted = await as(recruiter, 'POST', `/api/jobs/${job.id}/submit`, {
        description: 'The team works in Porto, two days a week at the office.',
      });
      expect(resubmitted.json()).toMatchObject({ review: 'pending', reviewNote: null });
    });

    it('publishes a job: it is searched, matched and public, and its team is told once', async () => {
      sent.length = 0;
      const job = await post(recruiter, jobBody({ companyId: company, title: 'Kotlin Published Role' }));
      expect(job.review).toBe('pending');
      const response = await as(operator, 'POST', `/api/jobs/${job.id}/review`, { decision: 'publish' });
      expect(response.json()).toMatchObject({ review: 'published', reviewNote: null });
      await settled();
      await eventually('Kotlin Published Role').toBe(1);
      expect((await as(undefined, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(200);
      const recommended = (await as(seeker, 'GET', '/api/recommendations?pageSize=50')).json();
      expect(JSON.stringify(recommended)).toContain(job.id);
      expect(sent.map((mail) => mail.to).sort()).toEqual([owner.email, recruiter.email].sort());
      expect(sent.every((mail) => mail.subject === 'Job published - SkillMatch')).toBe(true);
    });

    it('rejects a job with a note: it stays out of sight and cannot be resubmitted', async () => {
      await moderation('all');
      const job = await post(recruiter, jobBody({ companyId: company, title: 'Rejected Role' }));
      const response = await as(operator, 'POST', `/api/jobs/${job.id}/review`, {
        decision: 'reject',
        note: 'We do not list unpaid roles.',
      });
      expect(response.json()).toMatchObject({
        review: 'rejected',
        reviewNote: 'We do not list unpaid roles.',
      });
      const notifications = await reviewNotifications(recruiter);
      expect(notifications.filter((notification) => notification.title === 'Job rejected')).toHaveLength(1);
      expect((await as(recruiter, 'POST', `/api/jobs/${job.id}/submit`, {})).statusCode).toBe(409);
    });
  });
});
