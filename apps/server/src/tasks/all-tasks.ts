import type { App } from '../app-types';
import { applicationEmail } from './definitions/application-email';
import { applicationReceivedEmail } from './definitions/application-received-email';
import { candidateEmail } from './definitions/candidate-email';
import { closeExpiredJobsTask } from './definitions/close-expired-jobs';
import { contactMessageEmail } from './definitions/contact-message-email';
import { contactReplyEmail } from './definitions/contact-reply-email';
import { interviewEmail } from './definitions/interview-email';
import { interviewReminders } from './definitions/interview-reminders';
import { jobAlertConfirmation } from './definitions/job-alert-confirmation';
import { jobAlertDigests } from './definitions/job-alert-digests';
import { jobAlerts } from './definitions/job-alerts';
import { jobClosed } from './definitions/job-closed';
import { jobReviewEmail } from './definitions/job-review-email';
import { newApplicantEmail } from './definitions/new-applicant-email';
import { newApplicantSummary } from './definitions/new-applicant-summary';
import { passwordResetEmail } from './definitions/password-reset-email';
import { purgeExpiredTask } from './definitions/purge-expired';
import { strongMatches } from './definitions/strong-matches';
import { teamInvitationEmail } from './definitions/team-invitation-email';
import type { TaskDefinition, TaskName } from './tasks';

/**
 * Every task the queue works, by name: a task declared in `definitions/` and missing here is a type
 * error, so none can be sent that no process would run.
 */
export const ALL_TASKS: { [N in TaskName]: TaskDefinition<N, App> } = {
  'application-email': applicationEmail,
  'application-received-email': applicationReceivedEmail,
  'new-applicant-email': newApplicantEmail,
  'new-applicant-summary': newApplicantSummary,
  'contact-message-email': contactMessageEmail,
  'contact-reply-email': contactReplyEmail,
  'password-reset-email': passwordResetEmail,
  'team-invitation-email': teamInvitationEmail,
  'strong-matches': strongMatches,
  'job-review-email': jobReviewEmail,
  'job-closed': jobClosed,
  'close-expired-jobs': closeExpiredJobsTask,
  'purge-expired': purgeExpiredTask,
  'interview-email': interviewEmail,
  'interview-reminders': interviewReminders,
  'job-alerts': jobAlerts,
  'job-alert-digests': jobAlertDigests,
  'job-alert-confirmation': jobAlertConfirmation,
  'candidate-email': candidateEmail,
};
