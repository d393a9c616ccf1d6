/**
 * The background tasks: what each carries and how its queue retries. Handlers are in the modules whose
 * work they do (`handlers.ts` maps them); every handler may run more than once for one task (a crash
 * after the work and before the task is marked done) and is written to be safe then.
 */

/** Retries with exponential backoff from `retryDelay` seconds; then the task is kept as failed. */
const retried = { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 } as const;

export const TASKS = {
  /** Email a seeker what a notification tells them (status changes, next steps). */
  'application-email': { queue: retried },
  /** Email a password-reset link. */
  'password-reset-email': { queue: retried },
  /** Tell seekers a published, reopened or edited job fits them strongly. */
  'strong-matches': { queue: retried },
  /** Tell the applicants of a closed job, on their applications' timelines and in their bell. */
  'job-closed': { queue: retried },
  /** Close the jobs whose closing date has passed (every ten minutes, once across all processes). */
  'close-expired-jobs': { queue: retried, cron: '*/10 * * * *' },
  /** Delete expired sessions and verification tokens and spent rate-limit windows (hourly). */
  'purge-expired': { queue: retried, cron: '17 * * * *' },
} as const;

export type TaskName = keyof typeof TASKS;

interface TaskDataByName {
  'application-email': { notificationId: string };
  'password-reset-email': { to: string; name: string; url: string };
  'strong-matches': { jobId: string };
  'job-closed': { jobId: string };
  'close-expired-jobs': Record<string, never>;
  'purge-expired': Record<string, never>;
}

export type TaskData<N extends TaskName> = TaskDataByName[N];
