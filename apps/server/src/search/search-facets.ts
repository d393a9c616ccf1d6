import { JOB_CATEGORIES, JOB_TYPES } from '@skillmatch/shared/constants';
import { SEARCH_STATES } from './search-filters';
import type { JobSearchResponse } from '@skillmatch/shared/schemas/jobs';

/** Matches counted by type, remote and category, as a search answers them. */
export class FacetTally {
  total = 0;
  private readonly type = new Int32Array(JOB_TYPES.length);
  private readonly category = new Int32Array(JOB_CATEGORIES.length);
  private readonly remote = new Int32Array(2);

  add(type: number, remote: number, category: number, number = 1): void {
    this.total += number;
    this.type[type]! += number;
    this.remote[remote]! += number;
    this.category[category]! += number;
  }

  facets(): Omit<JobSearchResponse['facets'], 'skills' | 'company'> {
    const facet = (values: readonly string[], numbers: Int32Array) =>
      values
        .map((value, code) => ({ value, count: numbers[code]! }))
        .filter((entry) => entry.count > 0)
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return {
      type: facet(JOB_TYPES, this.type),
      remote: facet(['false', 'true'], this.remote),
      category: facet(JOB_CATEGORIES, this.category),
    };
  }
}

/**
 * Live jobs by search state (1-based), type, remote and category: a search filtered by nothing else is
 * counted from this table instead of from its jobs.
 */
export class LiveCombinations {
  private readonly cells = new Int32Array(
    (1 + SEARCH_STATES.length) * JOB_TYPES.length * 2 * JOB_CATEGORIES.length,
  );

  change(state: number, type: number, remote: number, category: number, by: 1 | -1): void {
    this.cells[((state * JOB_TYPES.length + type) * 2 + remote) * JOB_CATEGORIES.length + category]! += by;
  }

  /** Adds to `tally` the live jobs passing the filters (a negative code, or status 0, lets all through). */
  count(tally: FacetTally, status: number, type: number, remote: number, category: number): void {
    for (let cell = 0; cell < this.cells.length; cell++) {
      const number = this.cells[cell]!;
      if (number === 0) continue;
      const cellCategory = cell % JOB_CATEGORIES.length;
      const cellRemote = Math.floor(cell / JOB_CATEGORIES.length) % 2;
      const cellType = Math.floor(cell / JOB_CATEGORIES.length / 2) % JOB_TYPES.length;
      const cellState = Math.floor(cell / JOB_CATEGORIES.length / 2 / JOB_TYPES.length);
      if (cellState === 0 || (status !== 0 && cellState !== status)) continue;
      if ((type >= 0 && cellType !== type) || (category >= 0 && cellCategory !== category)) continue;
      if (remote >= 0 && cellRemote !== remote) continue;
      tally.add(cellType, cellRemote, cellCategory, number);
    }
  }
}
