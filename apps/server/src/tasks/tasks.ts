import type { z } from 'zod';

/**
 * Each background task's name → the data it carries. Every task is declared in one file of
 * `definitions/` (name, data schema, retries, handler), which adds its own entry here; `all-tasks.ts`
 * lists them for the queue.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each definition's `declare module`
export interface TaskPayloads {}

export type TaskName = keyof TaskPayloads;

export type TaskData<N extends TaskName> = TaskPayloads[N];

/**
 * How a task's queue retries: `retryLimit` retries with exponential backoff from `retryDelay` seconds,
 * then the task is kept as failed for a person to look at; a task still under way after
 * `expireInSeconds` (its process died) is handed out again.
 */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

/** Expiry long enough for the longest run of the work (telling thousands of seekers of one job). */
export const retried: RetryPolicy = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

/**
 * An email someone is waiting for (a reset link): sending takes seconds and gives up after 20 (the SMTP
 * timeouts in mail/mailer.ts), so a task under way for 30 seconds was lost with its process, and is sent
 * again within a minute of the crash, not a quarter of an hour later.
 */
export const awaitedEmail: RetryPolicy = {
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 30,
};

/**
 * One background task: its name, the schema its data must meet when sent, its retries, a schedule when it
 * runs by the clock (cron, once per slot across all processes), and its handler. A handler may run more
 * than once for one task (a crash after the work and before the task is marked done) and is written to be
 * safe then. `Context` is what handlers work with (the app).
 */
export interface TaskDefinition<N extends TaskName, Context> {
  readonly name: N;
  readonly payload: z.ZodType<TaskData<N>>;
  readonly retry: RetryPolicy;
  readonly cron?: string;
  handle(context: Context, data: TaskData<N>): Promise<void>;
}
