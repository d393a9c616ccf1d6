import { jobSkillColumns } from '../job-skills';
import type { NewJobRow } from '../schema/jobs';
import type { DemoCatalogueData } from './demo-catalogue-data';
import data from './demo-catalogue.json';
import { describeJob, requirementsOf, responsibilitiesOf, type JobStory } from './job-text';

/** Written by `catalogue/build-catalogue.ts` from public data (see NOTICE); the tuple types are checked there. */
const catalogue = data as unknown as DemoCatalogueData;

const DAY_MS = 24 * 60 * 60 * 1000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function experienceOf(years: number): string {
  if (years < 0) return 'Internship';
  return years === 0 ? 'Entry level' : `${years}+ years`;
}

export interface DemoEmployer {
  sector: string;
  about: string;
}

const employers = new Map(catalogue.companies.map(([name, sector, about]) => [name, { sector, about }]));

/** What the demo catalogue says about one of its invented employers; undefined for any other name. */
export function demoEmployer(name: string): DemoEmployer | undefined {
  return employers.get(name);
}

/**
 * The demo catalogue as rows: over a thousand jobs in the six categories, from invented employers in
 * real places. Dates are relative to `today`, so that the catalogue always looks fresh.
 */
export function buildDemoCatalogue(today = new Date()): NewJobRow[] {
  return catalogue.jobs.map((job, index) => {
    const [occupation, title, company, place, years, type, remote, salaryMin, salaryMax] = job;
    const [, , , , , , , , , postedDaysAgo, closesInDays, closed, skillIndexes] = job;
    const [placeName, currency] = catalogue.places[place]!;
    const story: JobStory = {
      occupation: catalogue.occupations[occupation]!,
      title,
      company: catalogue.companies[company]![0],
      place: placeName,
      years,
      type,
      remote: remote === 1,
      skills: skillIndexes.map((skill) => catalogue.skills[skill]!),
      seed: index,
    };
    return {
      title,
      company: story.company,
      location: placeName,
      salaryMin,
      salaryMax,
      currency,
      type,
      category: story.occupation.category,
      experience: experienceOf(years),
      description: describeJob(story),
      ...jobSkillColumns(story.skills),
      responsibilities: responsibilitiesOf(story),
      requirements: requirementsOf(story),
      remote: story.remote,
      // A few postings have closed, as on any real board; the rest stay open past today.
      status: closed === 1 ? 'closed' : 'active',
      postedDate: isoDate(new Date(today.getTime() - postedDaysAgo * DAY_MS)),
      closingDate: isoDate(new Date(today.getTime() + closesInDays * DAY_MS)),
    };
  });
}
