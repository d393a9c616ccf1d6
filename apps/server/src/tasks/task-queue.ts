import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '@skillmatch/db/client';
import { outsideRequest } from '../request-arrival';
import { TASKS, type TaskData, type TaskName } from './tasks';

/** pg-boss's tables live in their own schema, beside the product's. */
const SCHEMA = 'pgboss';
/** How often an idle worker looks for work; tasks sent through this process wake it at once. */
const POLLING_SECONDS = 2;

export type TaskSender = Pick<TaskQueue, 'send'>;

export type TaskHandlers = { [N in TaskName]: (data: TaskData<N>) => Promise<void> };

/**
 * pg-boss's plain-SQL calls run through a Drizzle database or transaction: its `$1` parameters become
 * bound parameters, so a task sent inside the transaction of the change that causes it commits or rolls
 * back with that change (an outbox).
 */
function executorOf(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 1 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part),
      );
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * Durable background work on the product's own database (pg-boss): each task kind is a queue with
 * retries and backoff; every process works every queue, and the database hands each task to one of them
 * (SKIP LOCKED). Failed tasks are kept and counted. Scheduled tasks (cron) run once per slot across all
 * processes.
 */
export class TaskQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<TaskName, string>();
  /** pg-boss's queries under way: it marks a finished task done without waiting for that query. */
  private readonly queriesUnderWay = new Set<Promise<unknown>>();
  private started = false;
  /** Set as stopping begins: a task finishing then must not send its worker looking for the next. */
  private stopping = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {
    this.boss = new PgBoss({
      db: {
        executeSql: (text, values) =>
          this.underWay(database.executeSql(text, values) as ReturnType<PgBoss.Db['executeSql']>),
      },
      schema: SCHEMA,
      // Failed tasks stay in the task table (not the archive) for a month, where `failedCount` sees them.
      archiveFailedAfterSeconds: 30 * 24 * 3600,
      // How often one process (whichever takes the lock) hands out again the tasks whose process died:
      // the shortest expiry (30 s, tasks.ts) plus this is how late an email can be after a crash.
      maintenanceIntervalSeconds: 10,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'task queue error'));
  }

  /** Creates the queue tables and queues (safe when N processes start at once), then works every queue. */
  async start(handlers: TaskHandlers): Promise<void> {
    await this.boss.start();
    this.started = true;
    const tasks = Object.entries(TASKS) as [TaskName, (typeof TASKS)[TaskName]][];
    // Creating a queue creates its table: two processes doing it at once can deadlock, so they take turns.
    await this.database.duringStartup(async () => {
      for (const [name, task] of tasks) await this.boss.createQueue(name, { name, ...task.queue });
    });
    for (const [name, task] of tasks) {
      const handle = handlers[name] as (data: unknown) => Promise<void>;
      // One task at a time; after each the worker looks again at once (pg-boss would otherwise wait a
      // polling interval between tasks), and goes back to polling when the queue is empty.
      const id = await this.boss.work(name, { pollingIntervalSeconds: POLLING_SECONDS }, async ([task]) => {
        try {
          await outsideRequest(() => handle(task!.data));
        } catch (error) {
          this.log.error({ err: error, task: name, taskId: task!.id }, 'background task failed');
          throw error;
        } finally {
          this.wake(name);
        }
      });
      this.workers.set(name, id);
      if ('cron' in task) await this.boss.schedule(name, task.cron, {});
      else await this.boss.unschedule(name).catch(() => undefined);
    }
  }

  /**
   * Sends a task through `db`: pass the transaction of the change that causes it, so that both commit
   * together. Call `wake` once it has committed so that this process starts on it at once. `startAfter`
   * holds it back until then (a delayed email).
   */
  async send<N extends TaskName>(
    db: Database,
    name: N,
    data: TaskData<N>,
    options: { startAfter?: Date } = {},
  ): Promise<void> {
    await this.boss.send(name, data, { db: executorOf(db), ...options });
  }

  /** Tells this process's worker for `name` to look for work now instead of at its next poll. */
  wake(name: TaskName): void {
    if (this.stopping) return;
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /**
   * Tasks waiting or under way (`pending`), and those that used up their retries and are kept for a
   * person to look at (`failed`).
   */
  async counts(): Promise<{ pending: number; failed: number }> {
    const { rows } = await this.database.executeSql(
      `select count(*) filter (where state in ('created', 'retry', 'active'))::int as pending,
              count(*) filter (where state = 'failed')::int as failed
       from ${SCHEMA}.job`,
    );
    const [row] = rows as { pending: number; failed: number }[];
    return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
  }

  private underWay<T>(query: Promise<T>): Promise<T> {
    this.queriesUnderWay.add(query);
    const settled = () => void this.queriesUnderWay.delete(query);
    query.then(settled, settled);
    return query;
  }

  /**
   * Stops taking work and waits for the tasks under way, and for the queries that mark them done (pg-boss
   * sends those without waiting): the database may be closed once this returns.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.started) await this.boss.stop({ graceful: true, wait: true, close: false });
    // A query settling may be followed by another pg-boss sends (marking a task done): wait until none is left.
    while (this.queriesUnderWay.size > 0) await Promise.allSettled([...this.queriesUnderWay]);
  }
}
