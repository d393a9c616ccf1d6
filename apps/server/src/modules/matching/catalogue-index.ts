import type { DatabaseHandle } from '@skillmatch/db/client';
import { MatchIndex, type IndexedJob } from '@skillmatch/matching/match-index';
import { matchSkills } from '@skillmatch/matching/score';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import { ChangeLogProjection } from '../../search';
import { listedJob } from '../jobs/job-visibility';
import { matchIndexColumns } from '../jobs/scored-jobs';
import type { ScoredJobRow } from './recommend';

/** A job row as the index reads it: what a job is scored from, and what keeps the index current. */
export interface IndexedRow extends ScoredJobRow {
  id: string;
  /** Whether seekers are shown it (`listedJob`): open, published, of a company not suspended. */
  listed: boolean;
  postedDate: string;
}

/** A job row as the match index holds it (also used by bench/ranking-real.ts). */
export function toIndexed(row: IndexedRow): IndexedJob {
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

/** This process's match index over the jobs seekers are shown, a `ChangeLogProjection`: kept current from the change log. */
export class CatalogueMatchIndex extends ChangeLogProjection<IndexedRow, IndexedJob, MatchIndex> {
  constructor(database: DatabaseHandle) {
    super(database, {
      columns: matchIndexColumns,
      // One condition for both, so a job read again from the change log is kept exactly when a build would.
      scope: listedJob,
      holds: (row) => row.listed,
      create: () => new MatchIndex(taxonomy),
      entry: toIndexed,
      // The taxonomy and the parts of a score are the code's, given to every index made.
      snapshot: { name: 'match', classes: [], fresh: ['taxonomy', 'parts'] },
    });
  }
}
