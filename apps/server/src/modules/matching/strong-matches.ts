import { STRONG_MATCH_SCORE } from '@skillmatch/shared/constants';
import type { App } from '../../app-types';
import { storeNewMatches } from '../notifications/notifications-repository';
import type { TaskData } from '../../tasks/tasks';
import { strongCandidates } from './candidates';
import { jobWithListing } from '../jobs/jobs-repository';

/**
 * The 'strong-matches' task, sent when a job is published, reopened or edited: tells each seeker the job
 * fits strongly and who has not been told about this job yet. The key on (person, job, kind) decides
 * who that is, so a second run, a second edit, or two processes running it at once tell no one twice. A
 * job closed or deleted since tells no one. Strongly: the score the job page shows, at least the site's
 * strong-match threshold and never below the page's strong band, so nobody is told of a job the page
 * calls a fair or weak match. A job published after review is told of then.
 */
export async function notifyStrongMatches(app: App, { jobId }: TaskData<'strong-matches'>): Promise<void> {
  const job = await jobWithListing(app.db, jobId);
  // Seekers hear only of jobs they can open: not one waiting for review, rejected or of a suspended company.
  if (!job?.listed) return;
  const { strongMatchThreshold } = await app.siteSettings.current();
  const index = await app.matchIndex.current();
  const minimum = Math.max(strongMatchThreshold, STRONG_MATCH_SCORE);
  const fits = await strongCandidates(app.db, index, job.id, minimum);
  if (fits.length === 0) return;
  const link = `/jobs/${job.id}`;
  const told = await storeNewMatches(
    app.db,
    fits.map((fit) => ({
      userId: fit.person.id,
      kind: 'match' as const,
      title: `New job match: ${fit.score}%`,
      body: `${job.title} at ${job.company} fits your skills.`,
      link,
      jobId: job.id,
    })),
  );
  await app.notifications.publishAfterCommit(app.db, told);
}
