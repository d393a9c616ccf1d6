import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { applications } from '@skillmatch/db/schema/applications';
import type { App } from '../../app-types';
import { newApplicantsEmail } from '../../mail/templates';
import type { TaskData } from '../../tasks/tasks';
import { applicationsHeardBy, hearsOfJob, hearsOfSomeJob } from '../../access/back-office';
import { sendTemplateEmail } from '../email-templates/template-emails';
import {
  choosesNewApplicantEmails,
  lockDailySummaries,
  moveSummaryOn,
} from '../settings/email-choices-repository';
import { namesAndAddressesWhere, userIdsWhere, userNameColumn } from '../user/users-repository';

const PIPELINE = '/admin/applications';
/**
 * Where a summary ends: a minute ago by the database's clock, so an application whose transaction
 * began before the summary and committed after it (stamped earlier than it became visible) is in the
 * next summary instead of in neither.
 */
const SUMMARISED_UNTIL = sql`now() - interval '1 minute'`;

/** "Grace Hopper applied to Design Engineer at Acme." */
const applied = (row: { applicant: string | null; job: string; company: string }) =>
  `${row.applicant ?? 'Deleted account'} applied to ${row.job} at ${row.company}.`;

/**
 * The 'application-received-email' task: the applicant's receipt, in the company's acknowledgement
 * wording (`sendTemplateEmail`). Run twice, it sends twice.
 */
export async function sendApplicationReceived(
  app: App,
  { applicationId }: TaskData<'application-received-email'>,
): Promise<void> {
  await sendTemplateEmail(app, {
    applicationId,
    kind: 'acknowledgement',
    senderId: null,
    action: { label: 'See your applications', url: `${app.config.publicUrl}/applications` },
  });
}

/**
 * The 'new-applicant-email' task: each recruiter who chose an email per applicant is told of this one.
 * Run twice, it sends twice.
 */
export async function sendNewApplicantEmails(
  app: App,
  { applicationId }: TaskData<'new-applicant-email'>,
): Promise<void> {
  const [row] = await app.db
    .select({
      applicant: userNameColumn(applications.userId),
      job: applications.jobTitle,
      company: applications.company,
      jobId: applications.jobId,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) return;
  // Those told of the job's applicants (`access/back-office.ts`) who chose an email for each.
  const recruiters = await namesAndAddressesWhere(app.db, (userId) =>
    and(hearsOfJob(row.jobId), choosesNewApplicantEmails('each', userId)),
  );
  const { siteName } = await app.siteSettings.current();
  const url = `${app.config.publicUrl}${PIPELINE}?application=${applicationId}`;
  for (const recruiter of recruiters)
    await app.mailer.send(newApplicantsEmail(recruiter.email, recruiter.name, [applied(row)], url, siteName));
}

/**
 * The daily 'new-applicant-summary' task: each recruiter who chose a daily summary gets one email with
 * the applications sent since their last summary, and the summary's end moves to now in the same
 * transaction, so a second run (another process, a retry) finds nothing new. An email that fails after
 * that is lost with its summary: the bell and the pipeline still show every application.
 */
export async function sendNewApplicantSummaries(app: App): Promise<number> {
  const summaries = await app.db.transaction(async (tx) => {
    const recruiters = await lockDailySummaries(tx, userIdsWhere(tx, hearsOfSomeJob));
    const found = [];
    for (const recruiter of recruiters) {
      const rows = await tx
        .select({
          applicant: userNameColumn(applications.userId),
          job: applications.jobTitle,
          company: applications.company,
        })
        .from(applications)
        .where(
          and(
            gt(applications.createdAt, recruiter.from),
            lte(applications.createdAt, SUMMARISED_UNTIL),
            applicationsHeardBy({ id: recruiter.userId, role: recruiter.role }),
          ),
        )
        .orderBy(applications.createdAt);
      await moveSummaryOn(tx, recruiter.userId, SUMMARISED_UNTIL);
      if (rows.length > 0) found.push({ ...recruiter, applied: rows.map(applied) });
    }
    return found;
  });
  const { siteName } = await app.siteSettings.current();
  const url = `${app.config.publicUrl}${PIPELINE}`;
  for (const summary of summaries)
    await app.mailer.send(newApplicantsEmail(summary.email, summary.name, summary.applied, url, siteName));
  return summaries.length;
}
