import { and, asc, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Database, type DatabaseHandle } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { arrayOf } from '@skillmatch/db/sql-arrays';
import { outsideRequest, requestArrival } from '../request-arrival';
import { readSnapshot, snapshotFormat, writeSnapshot, type SnapshotKind } from './index-snapshot';

const LOAD_BATCH = 20_000;
/** Change-log rows read per query while catching up. */
const CHANGE_BATCH = 10_000;
/** Past this share of replaced entries, a full rebuild is cheaper than carrying them. */
const MAX_REPLACED_SHARE = 0.3;
/**
 * The hourly purge keeps a day of change log (`purgeExpired`); a store that has not caught up for this
 * long is rebuilt rather than trusted to find its place in what is left.
 */
const MAX_CATCH_UP_GAP_MS = 12 * 3600_000;
/**
 * A process that starts from a snapshot older than this writes a fresh one once caught up, so that the
 * snapshot kept stays within the 12 hours above while processes start from it rather than from the rows.
 */
const SNAPSHOT_RENEWED_AFTER_MS = 6 * 3600_000;

/**
 * A table and its change log: the log's rows name the table's rows written, stamped with the writing
 * transaction's id, and its trigger notifies `channel` at commit.
 */
export interface ChangeLog {
  table: PgTable;
  id: PgColumn;
  /** The log's table, and its column naming the row written (null: every row, a truncate). */
  log: string;
  logKey: string;
  channel: string;
  /** The type of the table's key (uuid when not given). */
  idType?: 'uuid' | 'text';
}

/** The catalogue's change log, `job_changes` (migration 0014). */
export const JOB_CHANGES: ChangeLog = {
  table: jobs,
  id: jobs.id,
  log: 'job_changes',
  logKey: 'job_id',
  channel: 'skillmatch_catalogue',
};

/** What a projection fills: an in-memory store of some of a table's rows, one entry per row. */
export interface ProjectionStore<Entry> {
  upsert(entry: Entry): void;
  remove(id: string): void;
  readonly size: number;
  /** Share of replaced entries still held, so that the projection rebuilds when too many are. */
  readonly replacedShare: number;
}

/** A place in the change log: its last row applied, in the log's order (transaction id, then number). */
interface Position {
  transactionId: string;
  seq: number;
}

interface ProjectionOptions<Row extends { id: string }, Entry, Store extends ProjectionStore<Entry>> {
  /** The table followed; the catalogue's jobs when not given. */
  changeLog?: ChangeLog;
  columns: { [Key in keyof Row]: PgColumn | SQL.Aliased<Row[Key]> };
  /** Which rows the store holds (undefined: all), as SQL and for a row read. */
  scope: SQL | undefined;
  holds: (row: Row) => boolean;
  create: () => Store;
  entry: (row: Row) => Entry;
  /**
   * Kept as a snapshot in the database (index-snapshot.ts): written after each build from every row, read
   * at start in place of the rows when there is one of this code's format, then caught up.
   */
  snapshot?: SnapshotKind;
}

/**
 * Rows of the change log past `after` whose transaction is older than every transaction still running:
 * none can commit before them any more, so reading in this order never skips one that commits late.
 */
function settledChanges({ log, logKey }: ChangeLog, after: Position, limit: number) {
  return sql`select transaction_id::text as "transactionId", seq::float8 as seq, ${sql.identifier(logKey)} as "rowId"
    from ${sql.identifier(log)}
    where (transaction_id, seq) > (${after.transactionId}::xid8, ${after.seq})
      and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    order by transaction_id, seq
    limit ${limit}`;
}

/**
 * A process's in-memory projection of a table (the catalogue, or part of it, unless told otherwise), derived
 * from the database and kept current from its change log (`job_changes` for the catalogue): every use
 * applies the settled changes past its position, and a NOTIFY from the log's trigger makes it catch up
 * between uses too. Any number of processes each keep their own; none needs another's memory.
 */
export class ChangeLogProjection<Row extends { id: string }, Entry, Store extends ProjectionStore<Entry>> {
  private store: Store | null = null;
  private position: Position = { transactionId: '0', seq: 0 };
  private caughtUpAt = 0;
  /** When the last finished refresh began (`performance.now()`). */
  private lastRefreshBegan = -Infinity;
  private refreshing: Promise<Store> | null = null;
  private unlisten: (() => Promise<void>) | undefined;
  private onError: ((error: unknown) => void) | undefined;
  private snapshotFormat: string | undefined;
  /** Raised with each change applied, so that values computed from the store know to recompute. */
  version = 0;
  /** Where the store was last built from: a snapshot (then caught up) or every row. */
  builtFrom: 'snapshot' | 'rows' | null = null;
  /** Set when the snapshot started from is old enough to be written afresh (`SNAPSHOT_RENEWED_AFTER_MS`). */
  private renewSnapshot = false;
  /** A snapshot's write under way: stopping waits for it rather than close the database under it. */
  private writing: Promise<void> | null = null;
  private stopped = false;

  private readonly changeLog: ChangeLog;

  constructor(
    protected readonly database: DatabaseHandle,
    private readonly options: ProjectionOptions<Row, Entry, Store>,
  ) {
    this.changeLog = options.changeLog ?? JOB_CHANGES;
  }

  /** Whether the store has been built and caught up once (readiness waits for it). */
  get built(): boolean {
    return this.lastRefreshBegan > -Infinity;
  }

  /** Catches up as soon as another process (or this one) changes the table. */
  async start(onError: (error: unknown) => void): Promise<void> {
    this.onError = onError;
    this.unlisten = await this.database.listen(this.changeLog.channel, () => {
      if (this.store) outsideRequest(() => this.current()).catch(onError);
    });
  }

  /** Stops listening, and lets a snapshot's write under way finish; none begins after. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.unlisten?.();
    this.unlisten = undefined;
    await this.writing;
  }

  /**
   * The store as of now. Concurrent callers share one refresh. Within a request, a refresh that began after
   * the request arrived has every change settled before it, so the request's later uses (the response
   * cache's basis, then the search; a page's render, then its API calls) reuse it rather than each asking
   * the database again.
   */
  current(): Promise<Store> {
    const arrived = requestArrival();
    if (arrived !== undefined && this.store && !this.refreshing && this.lastRefreshBegan >= arrived) {
      return Promise.resolve(this.store);
    }
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private get db(): Database {
    return this.database.db;
  }

  private async refresh(): Promise<Store> {
    const began = performance.now();
    if (!this.store && this.options.snapshot) await this.fromSnapshot(this.options.snapshot);
    const stale =
      !this.store ||
      this.store.replacedShare > MAX_REPLACED_SHARE ||
      Date.now() - this.caughtUpAt > MAX_CATCH_UP_GAP_MS;
    if (stale || !(await this.catchUp(this.store!))) await this.build();
    else if (this.renewSnapshot) {
      this.renewSnapshot = false;
      await this.writeSnapshot(this.store!, this.position, () => performance.now() - began);
    }
    this.caughtUpAt = Date.now();
    this.lastRefreshBegan = began;
    return this.store!;
  }

  private select() {
    return this.db
      .select(this.options.columns as Record<string, PgColumn | SQL.Aliased>)
      .from(this.changeLog.table);
  }

  /** Reads the whole store afresh; changes settled before it are in what it reads, later ones follow. */
  private async build(): Promise<void> {
    const { id, log } = this.changeLog;
    const positionRead = performance.now();
    const [latest] = await rowsOf<Position>(
      this.db,
      sql`select transaction_id::text as "transactionId", seq::float8 as seq from ${sql.identifier(log)}
          where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          order by transaction_id desc, seq desc limit 1`,
    );
    const store = this.options.create();
    let after: string | null = null;
    for (;;) {
      const rows = (await this.select()
        .where(and(this.options.scope, after === null ? undefined : gt(id, after)))
        .orderBy(asc(id))
        .limit(LOAD_BATCH)) as Row[];
      for (const row of rows) store.upsert(this.options.entry(row));
      if (rows.length < LOAD_BATCH) break;
      after = rows.at(-1)!.id;
    }
    const position = latest ?? { transactionId: '0', seq: 0 };
    await this.writeSnapshot(store, position, () => performance.now() - positionRead);
    this.store = store;
    this.position = position;
    this.builtFrom = 'rows';
    this.version += 1;
  }

  /**
   * Written within a refresh, before the store is used or changed again: its fields are written one at a
   * time. A failed write is reported; the store is used all the same.
   */
  private async writeSnapshot(store: Store, position: Position, positionAgeMs: () => number): Promise<void> {
    const { snapshot } = this.options;
    if (!snapshot || this.stopped) return;
    const writing = writeSnapshot(
      this.database,
      snapshot,
      this.formatOf(snapshot),
      store,
      position,
      positionAgeMs,
    ).catch((error: unknown) => this.onError?.(error));
    this.writing = writing;
    await writing;
    if (this.writing === writing) this.writing = null;
  }

  private formatOf(snapshot: SnapshotKind): string {
    return (this.snapshotFormat ??= snapshotFormat(this.options.create(), snapshot));
  }

  /** The store as the last snapshot of this format holds it, when there is one the change log reaches. */
  private async fromSnapshot(snapshot: SnapshotKind): Promise<void> {
    const store = this.options.create();
    const read = await readSnapshot(
      this.database,
      snapshot,
      this.formatOf(snapshot),
      store,
      MAX_CATCH_UP_GAP_MS,
    ).catch((error: unknown) => {
      // Built from the rows instead.
      this.onError?.(error);
      return undefined;
    });
    if (!read) return;
    this.store = store;
    this.position = read.position;
    this.caughtUpAt = Date.now() - read.ageMs;
    this.builtFrom = 'snapshot';
    this.renewSnapshot = read.ageMs > SNAPSHOT_RENEWED_AFTER_MS;
    this.version += 1;
  }

  /** Applies the settled changes past the position; false when one asks for a rebuild (a truncate). */
  private async catchUp(store: Store): Promise<boolean> {
    for (;;) {
      const changes = await rowsOf<Position & { rowId: string | null }>(
        this.db,
        settledChanges(this.changeLog, this.position, CHANGE_BATCH),
      );
      if (changes.length === 0) return true;
      if (changes.some((change) => change.rowId === null)) return false;
      const ids = [...new Set(changes.map((change) => change.rowId!))];
      const rows = (await this.select().where(
        sql`${this.changeLog.id} = any(${arrayOf(ids, this.changeLog.idType ?? 'uuid')})`,
      )) as Row[];
      const found = new Set<string>();
      for (const row of rows) {
        found.add(row.id);
        if (this.options.holds(row)) store.upsert(this.options.entry(row));
        else store.remove(row.id);
      }
      for (const id of ids) if (!found.has(id)) store.remove(id);
      this.position = changes.at(-1)!;
      this.version += 1;
      if (changes.length < CHANGE_BATCH) return true;
    }
  }
}
