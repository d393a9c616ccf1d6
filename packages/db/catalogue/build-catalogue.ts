/**
 * Builds `src/seed/demo-catalogue.json`, the demo job catalogue the product seeds, from public data
 * (README.md, "Source data"): O*NET occupations and technologies (titles, duties, skills), the 2024
 * LinkedIn postings (kinds of employer and their places; the employers themselves are invented) and
 * skill2vec (real posting skill lists), with a fixed seed so that every run writes the same file.
 * Run: `TAXONOMY_DATA_DIR=<folder> BENCH_DATA_DIR=<folder> npm run catalogue -w @skillmatch/db`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import { dataFolder } from '@skillmatch/matching/taxonomy/data-folder';
import { JOB_CATEGORIES, type JobCategory } from '@skillmatch/shared/constants';
import type { DemoCatalogueData, DemoJob, DemoOccupation } from '../src/seed/demo-catalogue-data';
import { seededRandom, weighted } from '../src/seed/random';
import type { Sector } from './employers';
import { inventEmployer, type FictionalEmployer } from './fictional-employers';
import { jobFacts } from './job-facts';
import type { Occupation } from './occupation';
import { DESIGN } from './occupations/design';
import { FINANCE } from './occupations/finance';
import { HEALTHCARE } from './occupations/healthcare';
import { LOGISTICS } from './occupations/logistics';
import { SALES } from './occupations/sales';
import { TECHNOLOGY } from './occupations/technology';
import { readOnet, type OnetSkill } from './onet';
import { FRONT_END, NOT_FRONT_END, usableBy } from './onet-skill-fit';
import { placeOf } from './places';
import { readEmployers, type Employer } from './postings';
import {
  cooccurrence,
  drawSkills,
  fitSkillLists,
  readSkillLists,
  skillPool,
  type SkillPool,
} from './skill-sets';
import { STACK_NAMED, stackTitle } from './stack-titles';

const here = path.dirname(fileURLToPath(import.meta.url));
const onetDir = dataFolder('TAXONOMY_DATA_DIR', 'the O*NET 28 files');
const postingsDir = dataFolder('BENCH_DATA_DIR', 'the 2024 LinkedIn postings and skill2vec files');
const outFile = path.resolve(here, '../src/seed/demo-catalogue.json');
const SEED = 20_261_125;

/** Jobs per category: a board where technology and healthcare lead, as on the big boards. */
const JOBS_PER_CATEGORY: Record<JobCategory, number> = {
  Technology: 330,
  Healthcare: 260,
  Finance: 190,
  Sales: 180,
  Logistics: 150,
  Design: 140,
};
const OCCUPATIONS: Occupation[] = [
  ...TECHNOLOGY,
  ...HEALTHCARE,
  ...FINANCE,
  ...SALES,
  ...LOGISTICS,
  ...DESIGN,
];
/** Share of jobs that take a real skill2vec list when one fits the occupation. */
const LIST_SHARE = 0.5;
const ATTEMPTS = 40;
const MIN_SKILLS = 5;

const random = seededRandom(SEED);
const onet = readOnet(onetDir);
const employers = readEmployers(postingsDir);

function onetSkills(occupation: Occupation, soc: string): OnetSkill[] {
  const known = onet.get(soc);
  if (!known) throw new Error(`O*NET has no occupation ${soc}`);
  return usableBy(occupation, known.skills);
}

/** How much a skill belongs to a category: the share of the occupations listing it that are in it. */
const listedBy = new Map<string, JobCategory[]>();
for (const occupation of OCCUPATIONS) {
  for (const skill of onetSkills(occupation, occupation.soc)) {
    listedBy.set(skill.label, [...(listedBy.get(skill.label) ?? []), occupation.category]);
  }
}
const fitFor = (category: JobCategory) => (label: string) => {
  const categories = listedBy.get(label) ?? [];
  return categories.length === 0 ? 0 : categories.filter((c) => c === category).length / categories.length;
};

/** A skill named here by hand, as the taxonomy names it; a name it does not know is a mistake. */
function canonical(skill: string): string {
  const resolved = taxonomy.resolve(skill);
  if (!resolved?.known) throw new Error(`The taxonomy does not know the skill "${skill}"`);
  return resolved.label;
}

const pools = new Map<string, SkillPool>();
for (const occupation of OCCUPATIONS) {
  const borrowed = occupation.alsoUses.flatMap((soc) => onetSkills(occupation, soc));
  pools.set(
    occupation.key,
    skillPool(
      onetSkills(occupation, occupation.soc),
      borrowed,
      [...occupation.trade, ...occupation.core].map(canonical),
      fitFor(occupation.category),
    ),
  );
}
const skillLists = readSkillLists(postingsDir);
const together = cooccurrence(skillLists);
const lists = fitSkillLists(skillLists, pools);

/** Occupation counts in proportion to their weights, largest remainders first, summing to `total`. */
function allocate(occupations: Occupation[], total: number): number[] {
  const weight = occupations.reduce((sum, occupation) => sum + occupation.weight, 0);
  const exact = occupations.map((occupation) => (occupation.weight / weight) * total);
  const counts = exact.map(Math.floor);
  const order = exact.map((value, index) => [value % 1, index] as const).sort((a, b) => b[0] - a[0]);
  const missing = total - counts.reduce((sum, n) => sum + n, 0);
  for (let i = 0; i < missing; i++) counts[order[i]![1]]!++;
  return counts;
}

/** No invented name may be a real employer's: the postings' names are taken from the start. */
const takenNames = new Set([...employers.values()].flat().map((employer) => employer.name.toLowerCase()));
const invented = new Map<string, FictionalEmployer>();

/** A real employer of the sector (for its places and how often it posts) and the invented one in its stead. */
function pickEmployer(sectors: Sector[]): { employer: Employer; fictional: FictionalEmployer } {
  const open = sectors.filter((sector) => (employers.get(sector)?.length ?? 0) > 0);
  const sector = weighted(random, open, (_, index) => 0.65 ** index);
  const employer = weighted(random, employers.get(sector)!, (real) => Math.sqrt(real.postings));
  if (!invented.has(employer.name)) {
    const home = [...employer.places].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    invented.set(employer.name, inventEmployer(random, sector, home, takenNames));
  }
  return { employer, fictional: invented.get(employer.name)! };
}

/**
 * Days since posting: a few today (the day has only begun), then fewer each day back over six weeks,
 * as on a board where postings stay up for a while.
 */
function postedDaysAgo(): number {
  if (random.chance(0.006)) return 0;
  return weighted(random, DAYS_BACK, (day) => 0.97 ** day);
}
const DAYS_BACK = Array.from({ length: 44 }, (_, index) => index + 1);

/**
 * The catalogue's pay is a yearly salary (the product has no pay period): a freelance posting names
 * no yearly figure, as freelance postings quote rates by the project or hour.
 */
function salaryOf(facts: { type: string; salary: [number, number] | null }) {
  return facts.type === 'Freelance' ? null : facts.salary;
}

function pickSkills(occupation: Occupation): string[] {
  const pool = pools.get(occupation.key)!;
  const fitting = lists.get(occupation.key) ?? [];
  const size = occupation.category === 'Technology' ? random.int(6, 9) : random.int(5, 7);
  const list =
    fitting.length > 0 && random.chance(LIST_SHARE)
      ? fitting.splice(random.int(0, fitting.length - 1), 1)[0]!
      : [];
  return drawSkills(random, together, pool, list.slice(0, 10), {
    count: Math.max(size, Math.min(list.length, 10)),
    stack: occupation.code,
  });
}

const table = <T>() => {
  const items: T[] = [];
  const index = new Map<T, number>();
  return {
    items,
    of(item: T): number {
      if (!index.has(item)) index.set(item, items.push(item) - 1);
      return index.get(item)!;
    },
  };
};
const companies = table<FictionalEmployer>();
const places = table<string>();
const skills = table<string>();
const jobs: DemoJob[] = [];
const occupations: DemoOccupation[] = [];
const seenPostings = new Set<string>();
const seenSkillSets = new Set<string>();

for (const category of JOB_CATEGORIES) {
  const members = OCCUPATIONS.filter((occupation) => occupation.category === category);
  allocate(members, JOBS_PER_CATEGORY[category]).forEach((count, index) => {
    const occupation = members[index]!;
    const { duties, sometimes } = onet.get(occupation.soc)!;
    const occupationIndex =
      occupations.push({
        soc: occupation.soc,
        category,
        role: occupation.titles[0]!,
        duties,
        sometimes,
        credential: occupation.credential,
        trade: occupation.trade.map(canonical),
      }) - 1;
    for (let made = 0; made < count; made++) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const jobSkills = pickSkills(occupation);
        // A small pool (a home health aide's) can run dry: a posting names at least five skills.
        if (jobSkills.length < MIN_SKILLS) continue;
        // Developers' postings are named after the stack their skills show, when they show one.
        const stack =
          STACK_NAMED.has(occupation.soc) && random.chance(0.8) ? stackTitle(random, jobSkills) : null;
        const { employer, fictional } = pickEmployer(occupation.sectors);
        const place = placeOf(weighted(random, [...employer.places], ([, postings]) => postings)[0]);
        const facts = jobFacts(random, occupation, stack ?? random.pick(occupation.titles), place);
        if (FRONT_END.test(facts.title) && jobSkills.some((skill) => NOT_FRONT_END.has(skill))) continue;
        const posting = `${facts.title}|${fictional.name}|${place.name}`;
        const skillSet = `${facts.title}|${[...jobSkills].sort().join('|')}`;
        if (seenPostings.has(posting) || seenSkillSets.has(skillSet)) continue;
        seenPostings.add(posting);
        seenSkillSets.add(skillSet);
        jobs.push([
          occupationIndex,
          facts.title,
          companies.of(fictional),
          places.of(`${place.name}|${place.currency}`),
          facts.years,
          facts.type,
          facts.remote ? 1 : 0,
          salaryOf(facts)?.[0] ?? null,
          salaryOf(facts)?.[1] ?? null,
          postedDaysAgo(),
          random.int(10, 60),
          random.chance(0.04) ? 1 : 0,
          jobSkills.map((skill) => skills.of(skill)),
        ]);
        break;
      }
    }
  });
}
// A job is given up when every draw repeats one already made (a small occupation at few employers).
const givenUp = Object.values(JOBS_PER_CATEGORY).reduce((sum, n) => sum + n, 0) - jobs.length;

const data: DemoCatalogueData = {
  source:
    'Derived by packages/db/catalogue/build-catalogue.ts from O*NET 28 (USDOL/ETA, CC BY 4.0), the places and kinds of employer of the 2024 LinkedIn job postings by asaniczka (Kaggle, ODC-By; the employers are invented) and skill2vec (duyet/skill2vec-dataset, MIT); see NOTICE.',
  occupations,
  companies: companies.items.map(({ name, sector, about }) => [name, sector, about]),
  places: places.items.map((entry) => entry.split('|') as [string, string]),
  skills: skills.items,
  jobs,
};

// One job per line: a diff shows what changed, and the file stays small.
const lines = Object.entries(data).map(([key, value]) => {
  const rows = Array.isArray(value) ? value.map((row) => `    ${JSON.stringify(row)}`).join(',\n') : null;
  return rows === null
    ? `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`
    : `  ${JSON.stringify(key)}: [\n${rows}\n  ]`;
});
writeFileSync(outFile, `{\n${lines.join(',\n')}\n}\n`);
console.log(
  `demo catalogue: ${jobs.length} jobs (${givenUp} given up as repeats), ${companies.items.length} companies, ${places.items.length} places, ${skills.items.length} skills → ${path.relative(process.cwd(), outFile)}`,
);
