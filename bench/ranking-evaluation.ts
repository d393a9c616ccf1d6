/**
 * The labelled set of the ranking-quality evaluation (bench/ranking-quality.ts), built from O*NET:
 * jobs are posting-sized samples of one occupation's technologies, seekers a few technologies of one
 * occupation typed the way people type them, and a job is relevant when it is the seeker's occupation (2)
 * or in its SOC minor group (1). Deterministic: one seed, no clock.
 */
import path from 'node:path';
import type { Random } from '@skillmatch/db/seed/random';
import { readTsv } from '@skillmatch/matching/taxonomy/csv';
import { dataFolder } from '@skillmatch/matching/taxonomy/data-folder';

/** Public data (README.md, "Source data"), read at evaluation time only, never shipped. */
const dataDir = dataFolder('TAXONOMY_DATA_DIR', 'the O*NET 28 files');
export const SEED = 20261122;
/** Occupations with fewer technologies cannot fill a posting. */
const MIN_TECHNOLOGIES = 8;
export const JOBS_PER_OCCUPATION = 3;
export const SEEKERS_PER_OCCUPATION = 2;
export const JOB_SKILLS: [number, number] = [6, 15];
/** RANKING_SEEKER_SKILLS=8-15 tries longer profiles. */
export const SEEKER_SKILLS = (process.env.RANKING_SEEKER_SKILLS ?? '3-8').split('-').map(Number) as [
  number,
  number,
];
/** RANKING_UNIFORM=1 samples every technology alike, ignoring O*NET's hot and in-demand flags. */
export const UNIFORM = process.env.RANKING_UNIFORM === '1';
/** RANKING_CLOSE=major counts the SOC major group ("15") as close instead of the minor group ("15-12"). */
export const CLOSE_PREFIX = process.env.RANKING_CLOSE === 'major' ? 2 : 5;
/** A brand is a capitalised first word that begins at least this many product names ("Microsoft Excel"). */
const MIN_BRAND_PRODUCTS = 10;

interface Technology {
  name: string;
  /** Sampling weight: O*NET's hot (often in postings) and in-demand technologies are named more often. */
  weight: number;
}

interface Occupation {
  code: string;
  technologies: Technology[];
}

export interface EvalJob {
  id: string;
  occupation: string;
  postedDate: string;
  skills: string[];
}

export interface EvalSeeker {
  occupation: string;
  /** As typed into a profile. */
  skills: string[];
  /** The O*NET names they stand for, in the same order. */
  names: string[];
}

// --- Data ----------------------------------------------------------------------------------------------

export function readOccupations(): Occupation[] {
  const byCode = new Map<string, Map<string, Technology>>();
  for (const [code, rawName, , , hot, inDemand] of readTsv(
    path.join(dataDir, 'onet_Technology_Skills.txt'),
  )) {
    const name = rawName?.trim();
    if (!code || !name) continue;
    const technologies = byCode.get(code) ?? new Map<string, Technology>();
    const weight = UNIFORM ? 1 : 1 + Number(hot === 'Y') + Number(inDemand === 'Y');
    technologies.set(name, { name, weight });
    byCode.set(code, technologies);
  }
  return [...byCode]
    .map(([code, technologies]) => ({ code, technologies: [...technologies.values()] }))
    .filter((occupation) => occupation.technologies.length >= MIN_TECHNOLOGIES)
    .sort((a, b) => (a.code < b.code ? -1 : 1));
}

export function occupationTitles(): Map<string, string> {
  return new Map(
    readTsv(path.join(dataDir, 'onet_Occupation_Data.txt')).map(([code, title]) => [code!, title!]),
  );
}

/** `count` distinct technologies, each draw in proportion to its weight among those left. */
function weightedSample(random: Random, items: readonly Technology[], count: number): Technology[] {
  const left = [...items];
  const chosen: Technology[] = [];
  while (chosen.length < count && left.length > 0) {
    let roll = random.next() * left.reduce((sum, item) => sum + item.weight, 0);
    let index = left.findIndex((item) => (roll -= item.weight) < 0);
    if (index < 0) index = left.length - 1;
    chosen.push(...left.splice(index, 1));
  }
  return chosen;
}

// --- How people type a skill ---------------------------------------------------------------------------
// Generic text changes only. None reads the taxonomy, its curated table or the product's word lists.

/** Capitalised first words that begin many product names in the data: "Microsoft", "Autodesk", "Sage". */
function brandsOf(occupations: readonly Occupation[]): Set<string> {
  const names = new Set(occupations.flatMap((occupation) => occupation.technologies.map((t) => t.name)));
  const products = new Map<string, number>();
  for (const name of names) {
    const [first, second] = name.split(' ');
    if (first && second && /^[A-Z]/.test(first) && /^[A-Z0-9]/.test(second))
      products.set(first, (products.get(first) ?? 0) + 1);
  }
  return new Set([...products].filter(([, count]) => count >= MIN_BRAND_PRODUCTS).map(([brand]) => brand));
}

const QUALIFIED: ((skill: string) => string)[] = [
  (skill) => `advanced ${skill}`,
  (skill) => `basic ${skill}`,
  (skill) => `${skill} skills`,
  (skill) => `experience with ${skill}`,
  (skill) => `proficient in ${skill}`,
  (skill) => `${skill} (expert)`,
];

function flipPlural(word: string): string {
  if (word.length > 3 && /[^s]s$/i.test(word)) return word.slice(0, -1);
  return /[a-z]$/i.test(word) ? `${word}s` : word;
}

/** An O*NET technology name as a seeker might type it into a profile. */
function typedByPerson(name: string, random: Random, brands: ReadonlySet<string>): string {
  let words = name.split(' ');
  // "Microsoft Excel" → "Excel", "Autodesk AutoCAD" → "AutoCAD".
  if (words.length > 1 && brands.has(words[0]!) && /^[A-Z0-9]/.test(words[1]!) && random.chance(0.6))
    words = words.slice(1);
  // O*NET spells out and abbreviates ("Structured query language SQL"): people type one or the other.
  const last = words.at(-1)!;
  if (words.length > 2 && /^[A-Z][A-Z0-9]{1,5}$/.test(last)) {
    const roll = random.next();
    if (roll < 0.4) words = [last];
    else if (roll < 0.7) words = words.slice(0, -1);
  }
  // O*NET's class word ("Web browser software") and versions ("Windows Server 2019") are often left out.
  if (words.length > 1 && /^software$/i.test(words.at(-1)!) && random.chance(0.5)) words = words.slice(0, -1);
  if (words.length > 1 && /^(v?\d[\d.]*)$/i.test(words.at(-1)!) && random.chance(0.6))
    words = words.slice(0, -1);
  if (random.chance(0.15)) words = [...words.slice(0, -1), flipPlural(words.at(-1)!)];
  let text = words.join(' ');
  if (random.chance(0.2)) text = random.chance(0.5) ? text.replace(/[.-]/g, '') : text.replace(/[.-]/g, ' ');
  const caseRoll = random.next();
  if (caseRoll < 0.65) text = text.toLowerCase();
  else if (caseRoll < 0.7) text = text.toUpperCase();
  if (random.chance(0.15)) text = random.pick(QUALIFIED)(text);
  if (random.chance(0.1)) text = ` ${text.replace(' ', '  ')} `;
  return text;
}

// --- The evaluation set --------------------------------------------------------------------------------

function isoDate(daysAgo: number): string {
  return new Date(Date.UTC(2026, 10, 22) - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

export function buildEvaluation(occupations: readonly Occupation[], random: Random) {
  const brands = brandsOf(occupations);
  const jobs: EvalJob[] = [];
  const seekers: EvalSeeker[] = [];
  for (const occupation of occupations) {
    for (let i = 0; i < JOBS_PER_OCCUPATION; i++) {
      const size = random.int(...JOB_SKILLS);
      jobs.push({
        // Ids and dates say nothing about the occupation: ties fall the same uninformed way for everyone.
        id: `${random.int(0, 2 ** 30).toString(36)}-${jobs.length}`,
        occupation: occupation.code,
        postedDate: isoDate(random.int(0, 119)),
        skills: weightedSample(random, occupation.technologies, size).map((t) => t.name),
      });
    }
    for (let i = 0; i < SEEKERS_PER_OCCUPATION; i++) {
      const names = weightedSample(random, occupation.technologies, random.int(...SEEKER_SKILLS)).map(
        (t) => t.name,
      );
      seekers.push({
        occupation: occupation.code,
        names,
        skills: names.map((name) => typedByPerson(name, random, brands)),
      });
    }
  }
  return { jobs, seekers, brands };
}

/** The group a close occupation shares: the SOC minor group, "15-12" of "15-1252.00" (RANKING_CLOSE). */
export const closeGroup = (code: string) => code.slice(0, CLOSE_PREFIX);

/** 2 for the seeker's own occupation, 1 for another of its SOC minor group, else 0. */
export function relevance(seeker: EvalSeeker, job: EvalJob): number {
  if (job.occupation === seeker.occupation) return 2;
  return closeGroup(job.occupation) === closeGroup(seeker.occupation) ? 1 : 0;
}
