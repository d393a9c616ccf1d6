import { and, eq } from 'drizzle-orm';
import { jobs } from '@skillmatch/db/schema/jobs';
import { notifications } from '@skillmatch/db/schema/notifications';
import { STRONG_MATCH_SCORE } from '@skillmatch/shared/constants';
import type { App } from '../../app-types';
import { byPerson } from '../applications/notices';
import type { TaskData } from '../../tasks/tasks';
import { strongCandidates } from './candidates';
import { listedColumn } from '../jobs/job-visibility';

/**
 * The 'strong-matches' task, sent when a job is published, reopened or edited: tells each seeker the job
 * fits strongly and who has not been told about this job yet, so a second run, or a second edit, tells
 * no one twice. A job closed or deleted since tells no one. Strongly: the score the job page shows, at
 * least the site's strong-match threshold and never below the page's strong band, so nobody is told of
 * a job the page calls a fair or weak match. A job published after review is told of then.
 */
export async function notifyStrongMatches(app: App, { jobId }: TaskData<'strong-matches'>): Promise<void> {
  const [job] = await app.db
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, listed: listedColumn() })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  // Seekers hear only of jobs they can open: not one waiting for review, rejected or of a suspended company.
  if (!job?.listed) return;
  const { strongMatchThreshold } = await app.siteSettings.current();
  const index = await app.matchIndex.current();
  const minimum = Math.max(strongMatchThreshold, STRONG_MATCH_SCORE);
  const fits = await strongCandidates(app.db, index, job.id, minimum);
  if (fits.length === 0) return;
  const link = `/jobs/${job.id}`;
  const told = await app.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.kind, 'match'), eq(notifications.link, link)));
  const toldIds = new Set(told.map((row) => row.userId));
  const untold = fits.filter((fit) => !toldIds.has(fit.person.id));
  if (untold.length === 0) return;
  // The read above spares the work; the unique key on (person, job's link) for matches is what keeps two
  // processes running this task at once from telling anyone twice. In person order, as storeNotices.
  const rows = await app.db
    .insert(notifications)
    .values(
      untold
        .map((fit) => ({
          userId: fit.person.id,
          kind: 'match' as const,
          title: `New job match: ${fit.score}%`,
          body: `${job.title} at ${job.company} fits your skills.`,
          link,
        }))
        .sort(byPerson),
    )
    .onConflictDoNothing()
    .returning();
  await app.notifications.publish(rows);
}
