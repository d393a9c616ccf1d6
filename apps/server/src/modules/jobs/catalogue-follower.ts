import { and, asc, count, eq, gt, gte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@skillmatch/db/client';
import { jobCatalogue } from '@skillmatch/db/schema/job-catalogue';
import { jobs } from '@skillmatch/db/schema/jobs';

const LOAD_BATCH = 20_000;
/** Writes commit out of `updated_at` order; re-reading this much history catches the late ones. */
const CATCH_UP_OVERLAP_MS = 60_000;
/** Past this share of replaced entries, a full rebuild is cheaper than carrying them. */
const MAX_DEAD_SHARE = 0.3;

/** An in-memory copy of some of the catalogue's jobs, one entry per job. */
export interface CatalogueCopy<Entry> {
  upsert(entry: Entry): void;
  remove(id: string): void;
  ids(): Iterable<string>;
  readonly size: number;
  /** Share of replaced entries still held, so that the follower rebuilds when too many are. */
  readonly deadShare: number;
}

/** The row every follower reads: the job's id and last change, and what its copy needs. */
type FollowedRow = { id: string; updatedAt: Date };

interface FollowerOptions<Row extends FollowedRow, Entry, Copy extends CatalogueCopy<Entry>> {
  columns: { [Key in keyof Row]: PgColumn | SQL.Aliased<Row[Key]> };
  /** Which jobs the copy holds (undefined: all), as SQL and for a row read. */
  scope: SQL | undefined;
  holds: (row: Row) => boolean;
  create: () => Copy;
  entry: (row: Row) => Entry;
}

/**
 * A process's copy of the catalogue (or part of it), derived from the database and kept current: every
 * use reads the catalogue version (one row a trigger raises with each write to jobs); when it moved, the
 * jobs changed since the last look are applied, deletions found by count, and a rebuild follows when
 * replaced entries pile up. Any number of processes each keep their own; none needs another's memory.
 */
export class CatalogueFollower<Row extends FollowedRow, Entry, Copy extends CatalogueCopy<Entry>> {
  private copy: Copy | null = null;
  private version = -1;
  private watermark = new Date(0);
  private refreshing: Promise<Copy> | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: FollowerOptions<Row, Entry, Copy>,
  ) {}

  /** Whether the copy has been built once (readiness waits for it). */
  get built(): boolean {
    return this.copy !== null;
  }

  /** The copy as of now. Concurrent callers share one refresh. */
  current(): Promise<Copy> {
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async readVersion(): Promise<number> {
    const [row] = await this.db
      .select({ version: jobCatalogue.version })
      .from(jobCatalogue)
      .where(eq(jobCatalogue.id, 1));
    return row?.version ?? 0;
  }

  private async refresh(): Promise<Copy> {
    const version = await this.readVersion();
    if (this.copy && version === this.version) return this.copy;
    if (!this.copy || this.copy.deadShare > MAX_DEAD_SHARE) {
      this.copy = await this.build();
    } else {
      await this.catchUp(this.copy);
    }
    this.version = version;
    return this.copy;
  }

  private select() {
    return this.db.select(this.options.columns as Record<string, PgColumn | SQL.Aliased>).from(jobs);
  }

  private async build(): Promise<Copy> {
    const copy = this.options.create();
    let after: string | null = null;
    let latest = new Date(0);
    for (;;) {
      const rows = (await this.select()
        .where(and(this.options.scope, after === null ? undefined : gt(jobs.id, after)))
        .orderBy(asc(jobs.id))
        .limit(LOAD_BATCH)) as Row[];
      for (const row of rows) {
        copy.upsert(this.options.entry(row));
        if (row.updatedAt > latest) latest = row.updatedAt;
      }
      if (rows.length < LOAD_BATCH) break;
      after = rows.at(-1)!.id;
    }
    this.watermark = latest;
    return copy;
  }

  private async catchUp(copy: Copy): Promise<void> {
    const since = new Date(this.watermark.getTime() - CATCH_UP_OVERLAP_MS);
    const rows = (await this.select().where(gte(jobs.updatedAt, since))) as Row[];
    for (const row of rows) {
      if (this.options.holds(row)) copy.upsert(this.options.entry(row));
      else copy.remove(row.id);
      if (row.updatedAt > this.watermark) this.watermark = row.updatedAt;
    }
    // A deleted job leaves no row to read: when the counts disagree, find the missing ones.
    const [{ held } = { held: 0 }] = await this.db
      .select({ held: count() })
      .from(jobs)
      .where(this.options.scope);
    if (held !== copy.size) {
      const present = new Set(
        (await this.db.select({ id: jobs.id }).from(jobs).where(this.options.scope)).map((row) => row.id),
      );
      for (const id of [...copy.ids()]) if (!present.has(id)) copy.remove(id);
    }
  }
}
