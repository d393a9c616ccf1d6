import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import { afterCommit } from '@skillmatch/db/after-commit';
import type { Database, DatabaseHandle } from '@skillmatch/db/client';
import { outsideRequest } from '../request-arrival';
import type { TaskData, TaskDefinition, TaskName } from './tasks';

/** pg-boss's tables live in their own schema, beside the product's. */
const SCHEMA = 'pgboss';
/** How often an idle worker looks for work; tasks sent through this process wake it at once. */
const POLLING_SECONDS = 2;

export type TaskSender = Pick<TaskQueue<unknown>, 'send'>;

/** Any task, whatever data it carries. */
type AnyTask<Context> = TaskDefinition<TaskName, Context>;

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
export class TaskQueue<Context> {
  private readonly boss: PgBoss;
  private readonly tasks: Map<string, AnyTask<Context>>;
  /** Each task's name → this process's worker for it. */
  private readonly workers = new Map<string, string>();
  /** pg-boss's queries under way: it marks a finished task done without waiting for that query. */
  private readonly queriesUnderWay = new Set<Promise<unknown>>();
  /** The tasks this process's workers are running. */
  private readonly handlersUnderWay = new Set<Promise<unknown>>();
  private started = false;
  /** The queues whose worker is to be woken at the next turn of the event loop. */
  private readonly wakesDue = new Set<string>();
  /** Set as stopping begins: a task finishing then must not send its worker looking for the next. */
  private stopping = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    tasks: { [N in TaskName]: TaskDefinition<N, Context> },
  ) {
    this.tasks = new Map(Object.values(tasks).map((task: AnyTask<Context>) => [task.name, task]));
    this.boss = new PgBoss({
      db: {
        executeSql: (text, values) =>
          this.underWay(database.executeSql(text, values) as ReturnType<PgBoss.Db['executeSql']>),
      },
      schema: SCHEMA,
      // Failed tasks stay in the task table (not the archive) for a month, where `failedCount` sees them.
      archiveFailedAfterSeconds: 30 * 24 * 3600,
      // How often one process (whichever takes the lock) hands out again the tasks whose process died:
      // the shortest expiry (30 s, `awaitedEmail` in tasks.ts) plus this is how late an email can be after a crash.
      maintenanceIntervalSeconds: 10,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'task queue error'));
  }

  /**
   * Creates the queue tables and a queue per task (safe when N processes start at once), then works every
   * queue, handing each task's data to its handler with `context`.
   */
  async start(context: Context): Promise<void> {
    await this.boss.start();
    this.started = true;
    const tasks = [...this.tasks.values()];
    // Creating a queue creates its table: two processes doing it at once can deadlock, so they take turns.
    await this.database.duringStartup(async () => {
      for (const { name, retry } of tasks) await this.boss.createQueue(name, { name, ...retry });
    });
    for (const task of tasks) {
      const { name } = task;
      // One task at a time; after each the worker looks again at once (pg-boss would otherwise wait a
      // polling interval between tasks), and goes back to polling when the queue is empty.
      const id = await this.boss.work(name, { pollingIntervalSeconds: POLLING_SECONDS }, ([job]) =>
        this.tracked(this.handlersUnderWay, this.handle(task, context, job!)),
      );
      this.workers.set(name, id);
      if (task.cron) await this.boss.schedule(name, task.cron, {});
      else await this.boss.unschedule(name).catch(() => undefined);
    }
  }

  /**
   * Sends a task through `db`: pass the transaction of the change that causes it, so that both commit
   * together. Its data must meet the task's schema (a ZodError otherwise: a mistake in the code, nothing
   * sent). Once the transaction commits, this process's worker starts on it at once (other processes
   * find it at their next poll); `startAfter` holds it back until then (a delayed email).
   */
  async send<N extends TaskName>(
    db: Database,
    name: N,
    data: TaskData<N>,
    options: { startAfter?: Date } = {},
  ): Promise<void> {
    const task = this.tasks.get(name);
    if (!task) throw new Error(`No task is declared as ${name}.`);
    const checked = task.payload.parse(data);
    await this.boss.send(name, checked, { db: executorOf(db), ...options });
    if (!options.startAfter || options.startAfter.getTime() <= Date.now())
      await afterCommit(db, () => this.wake(name));
  }

  /**
   * Tells this process's worker for `name` to look for work now instead of at its next poll: at the next
   * turn of the event loop, once however often it is asked. On the embedded database a task's queries
   * never wait for I/O, so a worker going straight from one task to the next (or woken by each of a
   * thousand tasks sent at once) kept every request waiting until the queue was empty.
   */
  private wake(name: string): void {
    if (this.wakesDue.has(name)) return;
    this.wakesDue.add(name);
    setImmediate(() => {
      this.wakesDue.delete(name);
      if (this.stopping) return;
      const worker = this.workers.get(name);
      if (worker) this.boss.notifyWorker(worker);
    });
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
    return this.tracked(this.queriesUnderWay, query);
  }

  /** Keeps `work` in `set` until it settles. */
  private tracked<T>(set: Set<Promise<unknown>>, work: Promise<T>): Promise<T> {
    set.add(work);
    const settled = () => void set.delete(work);
    work.then(settled, settled);
    return work;
  }

  private async handle(task: AnyTask<Context>, context: Context, job: PgBoss.Job<unknown>): Promise<void> {
    try {
      await outsideRequest(() => task.handle(context, job.data as TaskData<TaskName>));
    } catch (error) {
      this.log.error({ err: error, task: task.name, taskId: job.id }, 'background task failed');
      throw error;
    } finally {
      this.wake(task.name);
    }
  }

  /**
   * Stops taking work and waits for the tasks under way, and for the queries that mark them done (pg-boss
   * sends those without waiting): the database may be closed once this returns.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.started) await this.boss.stop({ graceful: true, wait: true, close: false });
    // pg-boss may stop waiting before a task under way ends, and marks it done after without waiting for
    // that query: wait for both until none is left, or the query would meet a closed database unheard.
    for (;;) {
      const underWay = [...this.handlersUnderWay, ...this.queriesUnderWay];
      if (underWay.length === 0) break;
      await Promise.allSettled(underWay);
    }
  }
}
