/** The employers of the 2024 LinkedIn postings, by sector, each with the places it posted jobs in. */
import path from 'node:path';
import { readCsvRecords } from '@skillmatch/matching/taxonomy/csv';
import { sectorOf, type Sector } from './employers';
import { placeName } from './places';

export interface Employer {
  name: string;
  /** How many postings name it. */
  postings: number;
  /** Places it posted in, with how many postings each. */
  places: Map<string, number>;
}

/** Employers that name a country the catalogue has no places in ("KPMG Deutschland" in "Jena, LA"). */
const ELSEWHERE = /Deutschland|Germany|GmbH|\bIndia\b|Europe/;

export function readEmployers(dataDir: string): Map<Sector, Employer[]> {
  const employers = new Map<string, Employer>();
  for (const record of readCsvRecords(path.join(dataDir, 'linkedin_ds_job_postings_2024.csv'))) {
    const name = record.company!.trim();
    const place = placeName(record.job_location!.trim());
    if (!name || !place || ELSEWHERE.test(name)) continue;
    const employer = employers.get(name) ?? { name, postings: 0, places: new Map() };
    employer.postings++;
    employer.places.set(place, (employer.places.get(place) ?? 0) + 1);
    employers.set(name, employer);
  }
  const bySector = new Map<Sector, Employer[]>();
  // Sorted by name so that the catalogue does not depend on the file's row order.
  for (const employer of [...employers.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const sector = sectorOf(employer.name);
    if (sector) bySector.set(sector, [...(bySector.get(sector) ?? []), employer]);
  }
  return bySector;
}
