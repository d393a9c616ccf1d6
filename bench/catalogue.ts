import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '@skillmatch/db/client';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { jobs, type NewJobRow } from '@skillmatch/db/schema/jobs';
import { seededRandom, type Random } from '@skillmatch/db/seed/random';
import type { JobCategory, JobType } from '@skillmatch/shared/constants';
import { parseCsv } from '../packages/matching/taxonomy/csv';
import { dataFolder } from '../packages/matching/taxonomy/data-folder';

const DAY_MS = 24 * 60 * 60 * 1000;
const POSTED_WITHIN_DAYS = 120;
/** The add-job form accepts at most 40 skills; a few skill2vec rows list hundreds. */
const MAX_SKILLS = 40;
/** 2,000 rows of 17 parameters stay well under PostgreSQL's 65,535 parameters per statement. */
const BATCH_SIZE = 2000;

interface Posting {
  title: string;
  company: string;
  location: string | null;
  level: string;
}

export interface CatalogueSources {
  postings: Posting[];
  skillSets: string[][];
}

function readPostings(file: string): Posting[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const column = (name: string) => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`${file}: no column ${name}`);
    return index;
  };
  const title = column('job_title');
  const company = column('company');
  const location = column('job_location');
  const level = column('job_level');
  const cell = (row: string[], index: number) => row[index]?.replace(/\s+/g, ' ').trim() ?? '';
  return rows
    .map((row) => ({
      title: cell(row, title),
      company: cell(row, company),
      location: cell(row, location) || null,
      level: cell(row, level),
    }))
    .filter((posting) => posting.title && posting.company);
}

/** skill2vec rows: job id, then skills, right-padded with empty fields; no quoting in the file. */
function readSkillSets(file: string): string[][] {
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .slice(1)
        .filter((skill) => skill.trim())
        .slice(0, MAX_SKILLS),
    )
    .filter((skills) => skills.length > 0);
}

/** Public data (README.md, "Source data"), read at benchmark time only, never shipped. */
export function readCatalogueSources(
  dir = dataFolder('BENCH_DATA_DIR', 'the 2024 LinkedIn postings and skill2vec files'),
): CatalogueSources {
  return {
    postings: readPostings(path.join(dir, 'linkedin_ds_job_postings_2024.csv')),
    skillSets: readSkillSets(path.join(dir, 'skill2vec_50K.csv.gz')),
  };
}

const CATEGORY_RULES: [JobCategory, RegExp][] = [
  ['Healthcare', /health|clinic|medic|nurs|pharma|hospital|patient|biostat|epidemiolog/i],
  ['Sales', /sales|marketing|business development|account executive|customer success/i],
  ['Finance', /financ|bank|accounting|accountant|credit|risk|actuar|invest|audit|\btax|quant/i],
  ['Logistics', /logistic|supply chain|warehouse|transport|procurement|inventory|fulfil/i],
  ['Design', /design|\bux\b|\bui\b|visual|creative/i],
];

function categoryOf(title: string): JobCategory {
  return CATEGORY_RULES.find(([, rule]) => rule.test(title))?.[0] ?? 'Technology';
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function jobRow(posting: Posting, rawSkills: readonly string[], random: Random, today: Date): NewJobRow {
  const intern = /\bintern(ship)?\b/i.test(posting.title);
  const roll = random.next();
  // The postings file is almost all full-time; the product's other types get a realistic share.
  const type: JobType = intern
    ? 'Internship'
    : roll < 0.72
      ? 'Full-time'
      : roll < 0.84
        ? 'Contract'
        : roll < 0.93
          ? 'Part-time'
          : 'Freelance';
  const senior = posting.level === 'Mid senior';
  const base = (senior ? random.int(95, 170) : random.int(55, 100)) * 1000;
  const hasSalary = !random.chance(0.08);
  const posted = new Date(today.getTime() - random.int(0, POSTED_WITHIN_DAYS - 1) * DAY_MS);
  // Still open two weeks after the load, so a kept database measures the same catalogue: a closing date
  // counted from the posting put half the jobs past it on the day they were loaded, and the product's
  // scheduled closing then took them out of the catalogue in the middle of a run.
  const closing = new Date(today.getTime() + random.int(14, 90) * DAY_MS);
  const skillColumns = jobSkillColumns(rawSkills);
  const place = posting.location ? ` in ${posting.location}` : '';
  return {
    title: posting.title,
    company: posting.company,
    location: posting.location,
    salaryMin: hasSalary ? base : null,
    salaryMax: hasSalary ? base + random.int(10, 60) * 1000 : null,
    currency: 'USD',
    type,
    category: categoryOf(posting.title),
    experience: intern ? 'Entry level' : senior ? '5+ years' : '1-3 years',
    description:
      `${posting.company} is hiring a ${posting.title}${place}. ` +
      `You will work with ${skillColumns.skills.slice(0, 6).join(', ')}.`,
    ...skillColumns,
    remote: random.chance(0.3),
    status: random.chance(0.05) ? 'closed' : 'active',
    postedDate: isoDate(posted),
    closingDate: isoDate(closing),
  };
}

/**
 * `size` jobs in batches: each combines a real posting (title, company, location, level) with a real
 * skill set, picked by a seeded generator, so two runs with one seed measure the same catalogue. Dates
 * are relative to `today` so that "posted within N days" filters keep their meaning.
 */
export function* catalogueBatches(
  sources: CatalogueSources,
  size: number,
  seed = 20261122,
  today = new Date(),
): Generator<NewJobRow[]> {
  const random = seededRandom(seed);
  for (let start = 0; start < size; start += BATCH_SIZE) {
    const batch: NewJobRow[] = [];
    for (let i = start; i < Math.min(size, start + BATCH_SIZE); i++) {
      batch.push(jobRow(random.pick(sources.postings), random.pick(sources.skillSets), random, today));
    }
    yield batch;
  }
}

/** Inserts the catalogue, then refreshes statistics (and merges GIN pending lists) as autovacuum would. */
export async function loadCatalogue(db: Database, sources: CatalogueSources, size: number): Promise<void> {
  for (const batch of catalogueBatches(sources, size)) await db.insert(jobs).values(batch);
  await db.execute('vacuum analyze jobs');
}

/**
 * The catalogue of `size` jobs, loaded unless a kept database (BENCH_KEEP_DATABASE) already holds it: the
 * milliseconds loading took, or undefined when it was kept. A kept load that was interrupted starts again.
 */
export async function ensureCatalogue(
  db: Database,
  sources: CatalogueSources,
  size: number,
): Promise<number | undefined> {
  const [loaded] = await db.select({ count: sql<number>`count(*)::int` }).from(jobs);
  if (loaded?.count === size) return undefined;
  const started = performance.now();
  if (loaded?.count) await db.execute(sql`truncate jobs cascade`);
  await loadCatalogue(db, sources, size);
  return performance.now() - started;
}
