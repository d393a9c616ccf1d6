import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The client's `Database`, named here without importing the client (which imports this file). */
type Database = PgDatabase<PgQueryResultHKT>;

/** Work that may run only once a change is in the database: waking a task's worker, a live notification. */
export type AfterCommit = () => unknown;

/** Each open transaction (or savepoint) → the work waiting for its commit. */
const waiting = new WeakMap<Database, AfterCommit[]>();

/**
 * Runs `work` once `db`'s transaction has committed (not at all when it rolls back), after the work
 * registered before it; outside a transaction, at once, the statement before it having committed. The
 * transaction's caller waits for it, so an answer sent after a change has done it too. The work must not
 * throw: the change it follows is already in the database.
 */
export async function afterCommit(db: Database, work: AfterCommit): Promise<void> {
  const list = waiting.get(db);
  if (list) list.push(work);
  else await work();
}

/**
 * Makes `db.transaction` (and every savepoint inside one) keep the work registered with `afterCommit`:
 * a savepoint's work joins its transaction's when the savepoint is released, and is dropped with it when
 * it rolls back; the outermost transaction runs it all once it has committed.
 */
export function keepAfterCommitWork<D extends Database>(db: D): D {
  const begin = db.transaction.bind(db);
  (db as Database).transaction = async (run, config) => {
    const work: AfterCommit[] = [];
    const result = await begin(async (tx) => {
      track(tx, work);
      return run(tx);
    }, config);
    for (const next of work) await next();
    return result;
  };
  return db;
}

function track(tx: Database, work: AfterCommit[]): void {
  waiting.set(tx, work);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = async (run, config) => {
    const own: AfterCommit[] = [];
    const result = await savepoint(async (inner) => {
      track(inner, own);
      return run(inner);
    }, config);
    work.push(...own);
    return result;
  };
}
