import { eq, sql } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import { isJobId, type Job, type ReviewJob } from '@skillmatch/shared/schemas/jobs';
import type { UseCaseDeps } from '../../app-types';
import { conflict, notFound } from '../../errors';
import { recordActivity, type Actor } from '../admin/activity';
import { jobActivity } from './manage-jobs';
import { presentedJobColumns, presentJob } from './present-job';
import { tellTeamOfReview } from './review-notifications';

export const NOT_WAITING_MESSAGE =
  'This job is not waiting for review: someone may have decided on it already.';

const OUTCOME = {
  publish: { review: 'published', verb: 'published' },
  changes: { review: 'changes_requested', verb: 'asked for changes to' },
  reject: { review: 'rejected', verb: 'rejected' },
} as const;

/**
 * The operator decides on a job waiting for review: publish it (its posted date becomes today's when it
 * waited, and its strong matches are told), send it back with a note saying what to change, or reject it
 * with a note. The job's row is locked, so of two decisions at once the second finds it decided (409).
 * The poster and the company's owners and recruiters are told in the bell and by email.
 */
export async function reviewJob(
  deps: Pick<UseCaseDeps, 'db' | 'tasks' | 'notifications'>,
  { id, review, actor }: { id: string; review: ReviewJob; actor: Actor },
): Promise<Job> {
  if (!isJobId(id)) throw notFound('Job');
  const outcome = OUTCOME[review.decision];
  const note = review.decision === 'publish' ? null : (review.note ?? null);
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ review: jobs.review })
      .from(jobs)
      .where(eq(jobs.id, id))
      .for('update');
    if (!current) throw notFound('Job');
    if (current.review !== 'pending') throw conflict(NOT_WAITING_MESSAGE);
    const [updated] = await tx
      .update(jobs)
      .set({
        review: outcome.review,
        reviewNote: note,
        ...(review.decision === 'publish'
          ? { postedDate: sql`greatest(${jobs.postedDate}, current_date)` }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, id))
      .returning(presentedJobColumns);
    if (!updated) throw notFound('Job');
    await recordActivity(tx, jobActivity('job.reviewed', actor, outcome.verb, updated));
    if (outcome.review === 'published' && updated.status === 'active') {
      await deps.tasks.send(tx, 'strong-matches', { jobId: updated.id });
      await deps.tasks.send(tx, 'job-alerts', { jobId: updated.id });
    }
    await tellTeamOfReview(tx, deps, updated, review.decision, note);
    return updated;
  });
  return presentJob(row);
}
