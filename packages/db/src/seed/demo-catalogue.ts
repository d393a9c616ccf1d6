import type { JobType } from '@skillmatch/shared/constants';
import { jobSkillColumns } from '../job-skills';
import type { NewJobRow } from '../schema/jobs';
import { catalogue, cities } from './catalogue-data';
import { seededRandom } from './random';

const POSTINGS_PER_ROLE = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function jobTypeFor(title: string, random: ReturnType<typeof seededRandom>): JobType {
  if (/\bintern\b/i.test(title)) return 'Internship';
  const roll = random.next();
  if (roll < 0.72) return 'Full-time';
  if (roll < 0.84) return 'Contract';
  if (roll < 0.93) return 'Part-time';
  return 'Freelance';
}

/**
 * Builds the demo catalogue: every role of every category posted by several companies in several
 * cities, with types, remote work, salaries and dates varied deterministically. Dates are relative to
 * `today` so that the catalogue always looks fresh.
 */
export function buildDemoCatalogue(today = new Date(), seed = 20261122): NewJobRow[] {
  const random = seededRandom(seed);
  const jobs: NewJobRow[] = [];
  for (const { category, companies, roles } of catalogue) {
    roles.forEach((role, roleIndex) => {
      for (let posting = 0; posting < POSTINGS_PER_ROLE; posting++) {
        const company = companies[(roleIndex + posting * 3) % companies.length];
        if (!company) continue;
        const type = jobTypeFor(role.title, random);
        const spread = 0.9 + random.next() * 0.2;
        const hasSalary = !random.chance(0.06);
        const postedDaysAgo = random.int(0, 44);
        const posted = new Date(today.getTime() - postedDaysAgo * DAY_MS);
        // Open for a while yet: a job past its closing date is closed by the product's schedule.
        const closing = new Date(today.getTime() + random.int(7, 45) * DAY_MS);
        jobs.push({
          title: role.title,
          company: company.name,
          location: random.pick(cities),
          salaryMin: hasSalary ? roundTo(role.salary[0] * spread, 1000) : null,
          salaryMax: hasSalary ? roundTo(role.salary[1] * spread, 1000) : null,
          currency: 'USD',
          type,
          category,
          experience: role.experience,
          description: `${role.description.replace('{company}', company.name)} ${company.about}`,
          ...jobSkillColumns(role.skills),
          responsibilities: [...role.responsibilities],
          requirements: [...role.requirements],
          remote: random.chance(0.35),
          // A few postings have closed, as on any real board.
          status: random.chance(0.05) ? 'closed' : 'active',
          postedDate: isoDate(posted),
          closingDate: isoDate(closing),
        });
      }
    });
  }
  return jobs;
}
