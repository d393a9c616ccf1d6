/**
 * The task queue (pg-boss through `TaskQueue`, as the server runs it): 1,000 tasks sent each in its own
 * transaction, as use cases send them, then worked by one process's worker. On PGlite (in memory) and
 * on PostgreSQL (a fresh database beside BENCH_DATABASE_URL). Run: `npx tsx bench/task-queue.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '@skillmatch/db/client';
import { TaskQueue, type TaskHandlers } from '../apps/server/src/tasks/task-queue';
import { withPglite, withPostgres } from './bench-database';

const TASKS = 1000;

interface TaskQueueResult {
  database: DatabaseHandle['kind'];
  startMs: number;
  sendMs: number;
  drainMs: number;
}

async function measure(database: DatabaseHandle): Promise<TaskQueueResult> {
  let done = 0;
  let drained: () => void = () => {};
  const allDone = new Promise<void>((resolve) => (drained = resolve));
  const nothing = async () => {};
  const handlers: TaskHandlers = {
    'application-email': async () => {
      if (++done === TASKS) drained();
    },
    'password-reset-email': nothing,
    'team-invitation-email': nothing,
    'strong-matches': nothing,
    'close-expired-jobs': nothing,
    'job-closed': nothing,
    'job-review-email': nothing,
    'purge-expired': nothing,
    'application-received-email': nothing,
    'new-applicant-email': nothing,
    'new-applicant-summary': nothing,
    'contact-message-email': nothing,
    'contact-reply-email': nothing,
    'interview-email': nothing,
    'interview-reminders': nothing,
    'job-alerts': nothing,
    'job-alert-digests': nothing,
    'job-alert-confirmation': nothing,
    'candidate-email': nothing,
  };
  const queue = new TaskQueue(database, { error: (fields: unknown) => console.error(fields) });
  let started = performance.now();
  await queue.start(handlers);
  const startMs = performance.now() - started;
  // Sent while the worker runs, as in the product; it is woken once they are all in.
  started = performance.now();
  for (let i = 0; i < TASKS; i++)
    await database.db.transaction((tx) =>
      queue.send(tx, 'application-email', { applicationId: String(i), notificationIds: [] }),
    );
  const sendMs = performance.now() - started;
  queue.wake('application-email');
  await allDone;
  const drainMs = performance.now() - started;
  await queue.stop();
  return { database: database.kind, startMs, sendMs, drainMs };
}

export async function taskQueueBenchmarks(): Promise<TaskQueueResult[]> {
  return [await withPglite(0, measure), await withPostgres(0, measure)];
}

export function taskQueueReport(results: TaskQueueResult[]): string {
  const lines = [
    `Task queue: ${TASKS.toLocaleString('en')} tasks, each sent in its own transaction, worked by one process.`,
    '',
    '| database | queue start | send (each) | all sent and worked | tasks per second |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const result of results)
    lines.push(
      `| ${result.database} | ${result.startMs.toFixed(0)} ms | ${(result.sendMs / TASKS).toFixed(2)} ms | ` +
        `${(result.drainMs / 1000).toFixed(1)} s | ${Math.round((TASKS * 1000) / result.drainMs)} |`,
    );
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(taskQueueReport(await taskQueueBenchmarks()));
}
