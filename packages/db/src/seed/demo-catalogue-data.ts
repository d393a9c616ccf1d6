import type { JobCategory, JobType } from '@skillmatch/shared/constants';

/** What the demo catalogue file holds (written by `catalogue/build-catalogue.ts`). */
export interface DemoCatalogueData {
  /** Where it comes from, for a person reading the file. */
  source: string;
  occupations: DemoOccupation[];
  /** Invented employers: [name, sector as shown, a short About text]. */
  companies: [name: string, sector: string, about: string][];
  /** [place as shown, ISO currency code]. */
  places: [name: string, currency: string][];
  /** Canonical taxonomy labels. */
  skills: string[];
  jobs: DemoJob[];
}

export interface DemoOccupation {
  soc: string;
  category: JobCategory;
  /** The plain name of the role ("Registered Nurse"). */
  role: string;
  /** O*NET's duties, one sentence each, without a full stop. */
  duties: string[];
  /** What O*NET says a worker may also do. */
  sometimes: string[];
  /** The licence or certificate a US posting asks for. */
  credential: string | null;
  /** Its skills that are practices rather than tools ("Patient care", "Accounting"). */
  trade: string[];
}

/**
 * One job, by index into the tables above. `years` is -1 for an internship. Dates are days relative to
 * the day the catalogue is seeded, so that it never looks stale.
 */
export type DemoJob = [
  occupation: number,
  title: string,
  company: number,
  place: number,
  years: number,
  type: JobType,
  remote: 0 | 1,
  salaryMin: number | null,
  salaryMax: number | null,
  postedDaysAgo: number,
  closesInDays: number,
  closed: 0 | 1,
  skills: number[],
];
