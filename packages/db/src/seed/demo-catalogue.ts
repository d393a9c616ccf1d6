import type { CompanySize } from '@skillmatch/shared/constants';
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

/** One of the demo catalogue's invented employers, as its company page shows it. */
export interface DemoCompany {
  name: string;
  slug: string;
  sector: string;
  about: string;
  headquarters: string;
  sizeBand: CompanySize;
}

/** A company's slug from its name, as migration 0024 makes them: "Brightwater Health" → brightwater-health. */
export const slugOfName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'company';

/** The band a head count falls in (COMPANY_SIZES). */
function sizeBandOf(people: number): CompanySize {
  const bands: [max: number, band: CompanySize][] = [
    [10, '1-10'],
    [50, '11-50'],
    [200, '51-200'],
    [500, '201-500'],
    [1000, '501-1000'],
    [5000, '1001-5000'],
  ];
  return bands.find(([max]) => people <= max)?.[1] ?? '5001+';
}

/**
 * The demo catalogue's invented employers. Their About text says where they are based and how many work
 * there ("… based in Austin, TX with about 4,000 people."): the page's headquarters and size come from it.
 */
export function demoCompanies(): DemoCompany[] {
  return catalogue.companies.map(([name, sector, about]) => {
    const [, headquarters = '', people = '0'] =
      / based in (.+) with about ([\d,]+) people\./.exec(about) ?? [];
    return {
      name,
      slug: slugOfName(name),
      sector,
      about,
      headquarters,
      sizeBand: sizeBandOf(Number(people.replace(/,/g, ''))),
    };
  });
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
