import { eq } from 'drizzle-orm';
import { candidateEmails } from '@skillmatch/db/schema/candidate-emails';
import type { App } from '../../app-types';
import type { TaskData } from '../../tasks/tasks';
import { replyAddress } from './reply-address';
import { appendToTimeline, applicationColumns } from '../applications/applications-repository';
import { EMAIL_SENT_STAGE } from './timeline-entry';
import { renderEmail } from './template-values';

/**
 * The `candidate-email` task: sends one scheduled email. Its row is locked and marked sent in the
 * transaction that sends it, so a second process (or a second run) finds it sent and does nothing; a
 * failed send rolls the mark back and the task is retried. An email written for a stage the application
 * has since left (a delayed rejection of an applicant moved back to Interview) is cancelled, not sent.
 */
export async function sendScheduledCandidateEmail(app: App, { emailId }: TaskData<'candidate-email'>) {
  const { siteName } = await app.siteSettings.current();
  await app.db.transaction(async (tx) => {
    const application = applicationColumns(candidateEmails.applicationId);
    const [row] = await tx
      .select({ email: candidateEmails, status: application.status, to: application.candidateEmail })
      .from(candidateEmails)
      .where(eq(candidateEmails.id, emailId))
      .for('update', { of: candidateEmails });
    if (!row || row.email.status !== 'scheduled') return;
    if (!row.to || (row.email.forStatus !== null && row.email.forStatus !== row.status)) {
      await tx.update(candidateEmails).set({ status: 'cancelled' }).where(eq(candidateEmails.id, emailId));
      return;
    }
    const { mail } = app.config;
    await app.mailer.send({
      to: row.to,
      replyTo: replyAddress(app.config.authSecret, mail.replyDomain, row.email.applicationId),
      ...renderEmail(row.email, siteName),
    });
    await tx
      .update(candidateEmails)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(candidateEmails.id, emailId));
    await appendToTimeline(tx, row.email.applicationId, { stage: EMAIL_SENT_STAGE, note: row.email.subject });
  });
}
