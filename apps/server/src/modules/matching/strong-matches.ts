import { notifications } from '@skillmatch/db/schema/notifications';
import type { Job } from '@skillmatch/shared/schemas/jobs';
import type { App } from '../../app-types';
import { strongCandidates } from './candidates';

/**
 * Tells each seeker a newly published job fits strongly (at least the site's strong-match threshold).
 * It runs after the job is answered for, so the recruiter never waits for it; a failure is logged and
 * costs only the notifications.
 */
export async function notifyStrongMatches(app: App, job: Job): Promise<void> {
  if (job.status !== 'active') return;
  try {
    const { strongMatchThreshold } = await app.siteSettings.current();
    const index = await app.matchIndex.current();
    const fits = await strongCandidates(app.db, index, job.id, strongMatchThreshold);
    if (fits.length === 0) return;
    const rows = await app.db
      .insert(notifications)
      .values(
        fits.map((fit) => ({
          userId: fit.person.id,
          kind: 'match' as const,
          title: `New job match: ${fit.score}%`,
          body: `${job.title} at ${job.company} fits your skills.`,
          link: `/jobs/${job.id}`,
        })),
      )
      .returning();
    app.notifications.publish(rows);
  } catch (error) {
    app.log.error({ err: error, jobId: job.id }, 'telling seekers of a strong new match failed');
  }
}
