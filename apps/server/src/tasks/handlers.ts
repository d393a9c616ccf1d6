import type { App } from '../app-types';
import { sendPasswordResetEmail } from '../auth/password-reset-email';
import { purgeExpired } from '../auth/purge-expired';
import {
  sendApplicationReceived,
  sendNewApplicantEmails,
  sendNewApplicantSummaries,
} from '../modules/applications/applicant-emails';
import { sendApplicationEmail } from '../modules/applications/deliver';
import { tellApplicantsJobClosed } from '../modules/applications/job-closed';
import { sendTeamInvitationEmail } from '../modules/companies/invitation-emails';
import { sendContactMessageEmail, sendContactReplyEmail } from '../modules/contact/contact-emails';
import { closeExpiredJobs } from '../modules/jobs/close-expired-jobs';
import { sendJobReviewEmail } from '../modules/jobs/review-notices';
import { sendScheduledCandidateEmail } from '../modules/email-templates/candidate-email-sending';
import { sendInterviewEmails, sendInterviewReminders } from '../modules/interviews/interview-emails';
import { notifyStrongMatches } from '../modules/matching/strong-matches';
import { sendAlertDigests } from '../modules/saved-searches/alert-digests';
import { sendJobAlerts } from '../modules/saved-searches/alert-sending';
import { sendAlertConfirmation } from '../modules/saved-searches/guest-alerts';
import type { TaskHandlers } from './task-queue';

/** Each task kind's handler, from the module whose work it does. */
export function taskHandlers(app: App): TaskHandlers {
  return {
    'application-email': (data) => sendApplicationEmail(app, data),
    'application-received-email': (data) => sendApplicationReceived(app, data),
    'new-applicant-email': (data) => sendNewApplicantEmails(app, data),
    'new-applicant-summary': async () => {
      const sent = await sendNewApplicantSummaries(app);
      if (sent > 0) app.log.info(`Sent ${sent} daily summaries of new applicants.`);
    },
    'contact-message-email': (data) => sendContactMessageEmail(app, data),
    'contact-reply-email': (data) => sendContactReplyEmail(app, data),
    'password-reset-email': (data) => sendPasswordResetEmail(app, data),
    'team-invitation-email': (data) => sendTeamInvitationEmail(app, data),
    'strong-matches': (data) => notifyStrongMatches(app, data),
    'job-closed': (data) => tellApplicantsJobClosed(app, data),
    'job-review-email': (data) => sendJobReviewEmail(app, data),
    'close-expired-jobs': async () => {
      const closed = await closeExpiredJobs(app.db, app.tasks);
      if (closed > 0) app.log.info(`Closed ${closed} jobs past their closing date.`);
    },
    'purge-expired': async () => {
      const gone = await purgeExpired(app.db);
      app.log.info(gone, 'purged expired sessions, verification tokens and rate-limit windows');
    },
    'interview-email': (data) => sendInterviewEmails(app, data),
    'interview-reminders': async () => {
      const reminded = await sendInterviewReminders(app);
      if (reminded > 0) app.log.info(`Sent reminders of ${reminded} interviews.`);
    },
    'job-alerts': (data) => sendJobAlerts(app, data),
    'job-alert-confirmation': (data) => sendAlertConfirmation(app, data),
    'job-alert-digests': async () => {
      const sent = await sendAlertDigests(app);
      if (sent > 0) app.log.info(`Sent ${sent} job alert digests.`);
    },
    'candidate-email': (data) => sendScheduledCandidateEmail(app, data),
  };
}
