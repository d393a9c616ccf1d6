/**
 * The background tasks: what each carries and how its queue retries. Handlers are in the modules whose
 * work they do (`handlers.ts` maps them); every handler may run more than once for one task (a crash
 * after the work and before the task is marked done) and is written to be safe then.
 */

/**
 * Retries with exponential backoff from `retryDelay` seconds; then the task is kept as failed. A task
 * still under way after `expireInSeconds` (its process died) is handed out again: long enough for the
 * longest run of the work (telling thousands of seekers of one job).
 */
const retried = { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 } as const;
/**
 * An email someone is waiting for (a reset link): sending takes seconds and gives up after 20 (the SMTP
 * timeouts in mail/mailer.ts), so a task under way for 30 seconds was lost with its process, and is sent
 * again within a minute of the crash, not a quarter of an hour later.
 */
const awaitedEmail = { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 } as const;

export const TASKS = {
  /** Email a seeker what a move's notifications tell them (status changes, next steps): one per move. */
  'application-email': { queue: awaitedEmail },
  /** Email an applicant that their application was received. */
  'application-received-email': { queue: awaitedEmail },
  /** Email each recruiter who chose so of a new applicant. */
  'new-applicant-email': { queue: retried },
  /** The daily summary of new applicants, to each recruiter who chose it (once across all processes). */
  'new-applicant-summary': { queue: retried, cron: '0 7 * * *' },
  /** Email the site operator a message sent through the Contact page. */
  'contact-message-email': { queue: retried },
  /** Email the sender of a contact message an administrator's reply. */
  'contact-reply-email': { queue: awaitedEmail },
  /** Email a password-reset link. */
  'password-reset-email': { queue: awaitedEmail },
  /** Email an invitation to a company's hiring team. */
  'team-invitation-email': { queue: awaitedEmail },
  /** Tell seekers a published, reopened or edited job fits them strongly. */
  'strong-matches': { queue: retried },
  /** Email one person of a job's hiring team what the operator decided on it (the bell notice's words). */
  'job-review-email': { queue: retried },
  /** Tell the applicants of a closed job, on their applications' timelines and in their bell. */
  'job-closed': { queue: retried },
  /** Close the jobs whose closing date has passed (every ten minutes, once across all processes). */
  'close-expired-jobs': { queue: retried, cron: '*/10 * * * *' },
  /** Delete expired sessions and verification tokens and spent rate-limit windows (hourly). */
  'purge-expired': { queue: retried, cron: '17 * * * *' },
  /**
   * Email an interview's invitation, update or cancellation (with its calendar file) to everyone on it:
   * up to eleven emails, longer than an awaited email's 30 seconds on a slow mail server.
   */
  'interview-email': { queue: retried },
  /** Remind the candidate and interviewers of the interviews starting within 24 hours (once each). */
  'interview-reminders': { queue: retried, cron: '*/5 * * * *' },
  /** Email the instant job alerts a published job matches; note it for the daily and weekly ones. */
  'job-alerts': { queue: retried },
  /** Send the daily and weekly job alert digests whose 08:00 has come (every quarter of an hour). */
  'job-alert-digests': { queue: retried, cron: '*/15 * * * *' },
  /** Email a visitor the link that confirms their job alert (double opt-in). */
  'job-alert-confirmation': { queue: awaitedEmail },
  /** Send one email a hiring team wrote to a candidate, when its time has come (`startAfter`). */
  'candidate-email': { queue: retried },
} as const;

export type TaskName = keyof typeof TASKS;

interface TaskDataByName {
  'application-email': { applicationId: string; notificationIds: string[] };
  'application-received-email': { applicationId: string };
  'new-applicant-email': { applicationId: string };
  'new-applicant-summary': Record<string, never>;
  'contact-message-email': { messageId: string };
  'contact-reply-email': { replyId: string };
  'password-reset-email': { to: string; name: string; url: string };
  'team-invitation-email': { invitationId: string; token: string };
  'strong-matches': { jobId: string };
  'job-closed': { jobId: string };
  'job-review-email': { notificationId: string };
  'close-expired-jobs': Record<string, never>;
  'purge-expired': Record<string, never>;
  /** `uninvited`: the addresses of interviewers taken off it by this change, sent a cancellation. */
  'interview-email': { interviewId: string; sequence: number; uninvited: string[] };
  'interview-reminders': Record<string, never>;
  'job-alerts': { jobId: string };
  'job-alert-digests': Record<string, never>;
  'job-alert-confirmation': { savedSearchId: string };
  'candidate-email': { emailId: string };
}

export type TaskData<N extends TaskName> = TaskDataByName[N];
