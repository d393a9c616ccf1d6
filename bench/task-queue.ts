/**
 * The task queue (pg-boss through `TaskQueue`, as the server runs it): 1,000 tasks sent each in its own
 * transaction, as use cases send them, then worked by one process's worker. On PGlite (in memory) and
 * on PostgreSQL (a fresh database beside BENCH_DATABASE_URL). Run: `npx tsx bench/task-queue.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '@skillmatch/db/client';
import { ALL_TASKS } from '../apps/server/src/tasks/all-tasks';
import { TaskQueue } from '../apps/server/src/tasks/task-queue';
import type { TaskDefinition, TaskName } from '../apps/server/src/tasks/tasks';
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
  const countOne = async () => {
    if (++done === TASKS) drained();
  };
  // The product's tasks (names, retries, schedules), their work left out but for counting.
  const tasks = Object.fromEntries(
    Object.values(ALL_TASKS).map((task) => [
      task.name,
      { ...task, handle: task.name === 'application-email' ? countOne : nothing },
    ]),
  ) as unknown as { [N in TaskName]: TaskDefinition<N, null> };
  const queue = new TaskQueue(database, { error: (fields: unknown) => console.error(fields) }, tasks);
  let started = performance.now();
  await queue.start(null);
  const startMs = performance.now() - started;
  // Sent while the worker runs, as in the product: each commit wakes it.
  started = performance.now();
  for (let i = 0; i < TASKS; i++)
    await database.db.transaction((tx) =>
      queue.send(tx, 'application-email', { applicationId: `application-${i}`, notificationIds: [] }),
    );
  const sendMs = performance.now() - started;
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
