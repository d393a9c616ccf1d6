import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobCatalogue } from '@skillmatch/db/schema/job-catalogue';
import { jobs } from '@skillmatch/db/schema/jobs';
import { MatchIndex, type IndexedJob } from '@skillmatch/matching/match-index';
import { matchSkills } from '@skillmatch/matching/score';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import { scoredJobColumns } from './recommend';

const LOAD_BATCH = 20_000;
/** Writes commit out of `updated_at` order; re-reading this much history catches the late ones. */
const CATCH_UP_OVERLAP_MS = 60_000;
/** Past this share of replaced entries, a full rebuild is cheaper than carrying them. */
const MAX_DEAD_SHARE = 0.3;

const indexedColumns = {
  id: jobs.id,
  status: jobs.status,
  ...scoredJobColumns,
  postedDate: jobs.postedDate,
  updatedAt: jobs.updatedAt,
};
interface IndexedRow {
  id: string;
  status: string;
  skills: string[];
  skillIds: string[];
  type: string;
  remote: boolean;
  location: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  postedDate: string;
  updatedAt: Date;
}

function toIndexed(row: IndexedRow): IndexedJob {
  return {
    id: row.id,
    skills: matchSkills(row.skills, row.skillIds),
    type: row.type,
    remote: row.remote,
    location: row.location,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    postedDate: row.postedDate,
  };
}

/**
 * This process's match index over the active catalogue, derived from the database and kept current:
 * every use reads the catalogue version (one row a trigger raises with each write to jobs); when it
 * moved, the jobs changed since the last look are applied, and a rebuild follows deletions. Any number
 * of processes each keep their own; none needs another's memory.
 */
export class CatalogueMatchIndex {
  private index: MatchIndex | null = null;
  private version = -1;
  private watermark = new Date(0);
  private refreshing: Promise<MatchIndex> | null = null;

  constructor(private readonly db: Database) {}

  /** The index as of now. Concurrent callers share one refresh. */
  current(): Promise<MatchIndex> {
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

  private async refresh(): Promise<MatchIndex> {
    const version = await this.readVersion();
    if (this.index && version === this.version) return this.index;
    if (!this.index || this.index.deadShare > MAX_DEAD_SHARE) {
      this.index = await this.build();
    } else {
      await this.catchUp(this.index);
    }
    this.version = version;
    return this.index;
  }

  private async build(): Promise<MatchIndex> {
    const index = new MatchIndex(taxonomy);
    let after: string | null = null;
    let latest = new Date(0);
    for (;;) {
      const rows: IndexedRow[] = await this.db
        .select(indexedColumns)
        .from(jobs)
        .where(and(eq(jobs.status, 'active'), after === null ? undefined : gt(jobs.id, after)))
        .orderBy(asc(jobs.id))
        .limit(LOAD_BATCH);
      for (const row of rows) {
        index.upsert(toIndexed(row));
        if (row.updatedAt > latest) latest = row.updatedAt;
      }
      if (rows.length < LOAD_BATCH) break;
      after = rows.at(-1)!.id;
    }
    this.watermark = latest;
    return index;
  }

  private async catchUp(index: MatchIndex): Promise<void> {
    const since = new Date(this.watermark.getTime() - CATCH_UP_OVERLAP_MS);
    const rows = await this.db.select(indexedColumns).from(jobs).where(gte(jobs.updatedAt, since));
    for (const row of rows) {
      if (row.status === 'active') index.upsert(toIndexed(row));
      else index.remove(row.id);
      if (row.updatedAt > this.watermark) this.watermark = row.updatedAt;
    }
    // A deleted job leaves no row to read: when the counts disagree, find the missing ones.
    const [{ active } = { active: 0 }] = await this.db
      .select({ active: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.status, 'active'));
    if (active !== index.size) {
      const present = new Set(
        (await this.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'active'))).map(
          (row) => row.id,
        ),
      );
      for (const id of index.ids()) if (!present.has(id)) index.remove(id);
    }
  }
}
