import { JobIds } from '@skillmatch/matching/job-ids';
import { JOB_CATEGORIES, JOB_TYPES } from '@skillmatch/shared/constants';
import { dayNumber, SEARCH_STATES, type SearchableJob } from './search-filters';
import { grown } from '@skillmatch/matching/growth';

/** A value's code: its place in `values`. */
export const codeOf = (values: readonly string[], value: string) => {
  const code = values.indexOf(value);
  if (code < 0) throw new Error(`Unknown job value "${value}"`);
  return code;
};

/**
 * The search index's rows: each row's job id and the values its filters and orders read, in flat arrays
 * (a row is a job's number in them; a replaced job's old row stays, dead, until a rebuild).
 */
export class SearchRows {
  /** Each row's job id, and each id's latest row (live while its state is not 0). */
  readonly ids = new JobIds();
  /** Per row: 0 when dead, else 1 + the status's code. */
  state = new Uint8Array(1024);
  type = new Uint8Array(1024);
  category = new Uint8Array(1024);
  remote = new Uint8Array(1024);
  salary = new Float64Array(1024);
  posted = new Int32Array(1024);
  created = new Float64Array(1024);

  get rowCount(): number {
    return this.ids.rowCount;
  }

  /** Gives `job` the next row, with its values; answers the row. */
  add(job: SearchableJob): number {
    const row = this.ids.add(job.id);
    const length = row + 1;
    this.state = grown(this.state, length);
    this.type = grown(this.type, length);
    this.category = grown(this.category, length);
    this.remote = grown(this.remote, length);
    this.salary = grown(this.salary, length);
    this.posted = grown(this.posted, length);
    this.created = grown(this.created, length);
    this.state[row] = 1 + codeOf(SEARCH_STATES, job.status);
    this.type[row] = codeOf(JOB_TYPES, job.type);
    this.category[row] = codeOf(JOB_CATEGORIES, job.category);
    this.remote[row] = job.remote ? 1 : 0;
    this.salary[row] = job.salary ?? Number.NaN;
    this.posted[row] = dayNumber(job.postedDate);
    this.created[row] = job.createdAt;
    return row;
  }

  /** The live row of the job `id`, if any. */
  liveRow(id: string): number | undefined {
    const row = this.ids.rowOf(id);
    return row === undefined || this.state[row] === 0 ? undefined : row;
  }

  readonly isLive = (row: number): boolean => this.state[row] !== 0;

  readonly compareNewest = (a: number, b: number): number => {
    const byDay = this.posted[b]! - this.posted[a]!;
    if (byDay !== 0) return byDay;
    const byCreated = this.created[b]! - this.created[a]!;
    if (byCreated !== 0) return byCreated;
    return this.ids.compare(b, a);
  };

  readonly compareSalary = (a: number, b: number): number => {
    const salaryA = this.salary[a]!;
    const salaryB = this.salary[b]!;
    const noneA = Number.isNaN(salaryA);
    const noneB = Number.isNaN(salaryB);
    if (noneA !== noneB) return noneA ? 1 : -1;
    return (noneA ? 0 : salaryB - salaryA) || this.compareNewest(a, b);
  };
}
