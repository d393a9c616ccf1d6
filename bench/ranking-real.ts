/**
 * Ranking quality on real data: the development set of README.md, "Source data" (4,378 LinkedIn
 * postings with their own skill lists, 30 seekers with the skills they typed in a resume, a job relevant
 * when its title matches the seeker's category). Every job is in the
 * catalogue; each seeker's whole ranking comes from their typed skills alone. Scored: precision@10,
 * nDCG@10 (binary gains, ideal = min(10, relevant)) and MRR over the whole ranking, means over seekers.
 *
 * SkillMatch goes the way of GET /api/recommendations, in memory: job skills as the product writes them
 * (`jobSkillColumns`), each row as the catalogue's match index holds it (`toIndexed`, `new
 * MatchIndex(taxonomy)`), the seeker as a saved profile without preferences (`jobSkillColumns`,
 * `seekerFromProfile`), ranked by `MatchIndex.rank` (what `recommendJobs` pages through) over every job.
 *
 * Run alone: `npx tsx ranking-real.ts` in bench/ (`-- --per-seeker` adds each seeker's figures);
 * `npm run ranking-quality -w @skillmatch/bench` runs it before the O*NET evaluation.
 * MATCHING_DEV_DATA_DIR names the set's folder. Deterministic.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobSkillColumns } from '@skillmatch/db/job-skills';
import { MatchIndex } from '@skillmatch/matching/match-index';
import { PRODUCT_PARTS, type MatchParts } from '@skillmatch/matching/seeker-query';
import { taxonomy } from '@skillmatch/matching/taxonomy';
import { toIndexed } from '../apps/server/src/modules/matching/catalogue-index';
import { seekerFromProfile } from '../apps/server/src/modules/matching/seeker';
import { parseCsv } from '../packages/matching/taxonomy/csv';
import { dataFolder } from '../packages/matching/taxonomy/data-folder';
import { repoRoot } from './bench-kit';
import {
  bm25Scorer,
  dcg,
  jaccardScorer,
  rankByScore,
  tieOrder,
  tokensOf,
  type Scorer,
} from './ranking-metrics';

/** Public data (README.md, "Source data"), read at evaluation time only, never shipped. */
const dataDir = dataFolder(
  'MATCHING_DEV_DATA_DIR',
  "the matching development set's jobs.csv and seekers.csv",
);
const CUTOFF = 10;
/** Postings carry no date: one date for all, so ties fall by id (the posting's key) for every method. */
const POSTED_DATE = '2024-01-01';
/** The README's baseline: BM25 over the words of the job's skill list. */
const BM25 = { k1: 1.2, b: 0.75, wordsOf: tokensOf(/[a-z0-9+#.]+/g) };
/** The README's figures for that baseline (P@10, nDCG@10, MRR), which this run must reproduce. */
const BM25_REFERENCE = [0.17, 0.168, 0.265] as const;
/** Where a list of skills is cut: " | ", as the files write it. */
const SKILL_SEPARATOR = ' | ';

export interface RealJob {
  key: string;
  title: string;
  skills: string[];
}

export interface RealSeeker {
  id: string;
  category: string;
  /** As typed in the resume. */
  skills: string[];
  relevant: ReadonlySet<string>;
}

function readCsv(file: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(path.join(dataDir, file), 'utf8'));
  if (!header) throw new Error(`${file}: empty`);
  return rows
    .filter((row) => row.some((field) => field.trim()))
    .map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

const skillList = (text: string | undefined) =>
  (text ?? '').split(SKILL_SEPARATOR).filter((skill) => skill.trim());

export function readRealSet(): { jobs: RealJob[]; seekers: RealSeeker[] } {
  const jobs = readCsv('jobs.csv').map((row) => ({
    key: row.key!,
    title: row.title!,
    skills: skillList(row.skills),
  }));
  const seekers = readCsv('seekers.csv').map((row) => ({
    id: row.id!,
    category: row.category!,
    skills: skillList(row.typed_skills),
    relevant: new Set((row.relevant_job_keys ?? '').split(/\s+/).filter(Boolean)),
  }));
  return { jobs, seekers };
}

// --- Rankers: a seeker's whole ranking, as job indices, best first -------------------------------------

export type RealRanker = (seeker: RealSeeker) => number[];

/** The product's catalogue of these jobs: each written as `manage-jobs` writes it, indexed as it is read. */
export function productIndex(jobs: readonly RealJob[], parts: MatchParts = PRODUCT_PARTS): MatchIndex {
  const index = new MatchIndex(taxonomy, parts);
  for (const job of jobs) {
    const { skills, skillIds } = jobSkillColumns(job.skills);
    index.upsert(
      toIndexed({
        id: job.key,
        listed: true,
        skills,
        skillIds,
        // Nothing a preference could use: the seekers state none.
        type: 'Full-time',
        remote: false,
        location: null,
        salaryMin: null,
        salaryMax: null,
        postedDate: POSTED_DATE,
      }),
    );
  }
  return index;
}

/** A seeker as `GET /api/recommendations` loads them: the typed skills saved as a profile, no preferences. */
export function productSeeker(typed: readonly string[]) {
  const { skills, skillIds } = jobSkillColumns(typed);
  return seekerFromProfile({ skills, skillIds, data: null });
}

/** SkillMatch: `MatchIndex.rank` over the whole catalogue (every job with any skill credit). */
export function skillMatchRanker(jobs: readonly RealJob[], parts: MatchParts = PRODUCT_PARTS): RealRanker {
  const index = productIndex(jobs, parts);
  const place = new Map(jobs.map((job, i) => [job.key, i]));
  return (seeker) =>
    index.rank(productSeeker(seeker.skills), 0, index.size).jobs.map((job) => place.get(job.id)!);
}

const baseline =
  (scorer: Scorer, order: Int32Array): RealRanker =>
  (seeker) =>
    rankByScore(scorer(seeker.skills), order, Infinity);

export function realRankers(jobs: readonly RealJob[]): [string, RealRanker][] {
  const order = tieOrder(jobs.map((job) => ({ id: job.key, postedDate: POSTED_DATE })));
  const skillLists = jobs.map((job) => job.skills);
  return [
    ['exact-string Jaccard', baseline(jaccardScorer(skillLists), order)],
    [
      `BM25 over skill words (k1 ${BM25.k1}, b ${BM25.b}, \`[a-z0-9+#.]+\`)`,
      baseline(bm25Scorer(skillLists, BM25), order),
    ],
    ['SkillMatch (`MatchIndex.rank`, product path)', skillMatchRanker(jobs)],
  ];
}

/** SkillMatch with one part turned off at a time: what each adds on real data. Not the product. */
export function realAblations(jobs: readonly RealJob[]): [string, RealRanker][] {
  const without = (part: keyof MatchParts) => skillMatchRanker(jobs, { ...PRODUCT_PARTS, [part]: false });
  return [
    ['coverage alone (without the job’s reliance on the seeker’s skills)', without('reliance')],
    ['without related skills (taxonomy relations)', without('related')],
    ['without the taxonomy’s names for typed skills', without('taxonomyNames')],
    ['without spelling corrections', without('corrections')],
    [
      'words only (none of the three)',
      skillMatchRanker(jobs, { corrections: false, taxonomyNames: false, related: false, reliance: true }),
    ],
  ];
}

// --- Metrics -------------------------------------------------------------------------------------------

export interface RealQuality {
  precision: number;
  ndcg: number;
  /** 1 / rank of the first relevant job in the whole ranking; 0 when none is ranked. */
  mrr: number;
}

export function seekerQuality(ranking: readonly number[], seeker: RealSeeker, jobs: readonly RealJob[]) {
  const relevant = (job: number): number => (seeker.relevant.has(jobs[job]!.key) ? 1 : 0);
  const gains = ranking.slice(0, CUTOFF).map(relevant);
  const ideal = Array<number>(Math.min(CUTOFF, seeker.relevant.size)).fill(1);
  const first = ranking.findIndex((job) => relevant(job) === 1);
  return {
    precision: gains.reduce((sum, gain) => sum + gain, 0) / CUTOFF,
    ndcg: ideal.length === 0 ? 0 : dcg(gains) / dcg(ideal),
    mrr: first < 0 ? 0 : 1 / (first + 1),
  };
}

function meanQuality(qualities: readonly RealQuality[]): RealQuality {
  const mean = (part: keyof RealQuality) =>
    qualities.reduce((sum, quality) => sum + quality[part], 0) / qualities.length;
  return { precision: mean('precision'), ndcg: mean('ndcg'), mrr: mean('mrr') };
}

// --- Run -----------------------------------------------------------------------------------------------

const fixed = (value: number) => value.toFixed(3);

/** Scores every method on the development set and prints the tables (markdown). */
export function printRealEvaluation(perSeeker = false): void {
  const { jobs, seekers } = readRealSet();
  const relevantPairs = seekers.reduce((sum, seeker) => sum + seeker.relevant.size, 0);
  console.log(
    `Real postings (${path.relative(repoRoot, dataDir)}), taxonomy ${taxonomy.version}: ${jobs.length} ` +
      `jobs, ${seekers.length} seekers (${relevantPairs} relevant pairs), whole rankings from typed skills\n`,
  );
  console.log('| method | precision@10 | nDCG@10 | MRR |\n| --- | --- | --- | --- |');
  const bySeeker: [string, RealQuality[]][] = [];
  for (const [name, ranker] of realRankers(jobs)) {
    const qualities = seekers.map((seeker) => seekerQuality(ranker(seeker), seeker, jobs));
    const q = meanQuality(qualities);
    console.log(`| ${name} | ${fixed(q.precision)} | ${fixed(q.ndcg)} | ${fixed(q.mrr)} |`);
    bySeeker.push([name, qualities]);
    if (name.startsWith('BM25')) {
      const ours = [q.precision, q.ndcg, q.mrr].map(fixed).join(' / ');
      const theirs = BM25_REFERENCE.map(fixed).join(' / ');
      if (ours !== theirs) console.warn(`BM25 gives ${ours}, the README ${theirs}: not reproduced`);
    }
  }
  console.log(`\nBM25 reference (the set's README): ${BM25_REFERENCE.map(fixed).join(' / ')}`);
  console.log('\nWhat each part of SkillMatch adds here (ablations, not the product):\n');
  console.log('| SkillMatch | precision@10 | nDCG@10 | MRR |\n| --- | --- | --- | --- |');
  for (const [name, ranker] of realAblations(jobs)) {
    const q = meanQuality(seekers.map((seeker) => seekerQuality(ranker(seeker), seeker, jobs)));
    console.log(`| ${name} | ${fixed(q.precision)} | ${fixed(q.ndcg)} | ${fixed(q.mrr)} |`);
  }
  if (!perSeeker) return;
  console.log(
    `\n| seeker | category | skills | ${bySeeker.map(([name]) => `${name} P@10 / MRR`).join(' | ')} |`,
  );
  console.log(`| --- | --- | --- | ${bySeeker.map(() => '---').join(' | ')} |`);
  seekers.forEach((seeker, i) => {
    const cells = bySeeker.map(([, q]) => `${fixed(q[i]!.precision)} / ${fixed(q[i]!.mrr)}`);
    console.log(`| ${seeker.id} | ${seeker.category} | ${seeker.skills.length} | ${cells.join(' | ')} |`);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  printRealEvaluation(process.argv.includes('--per-seeker'));
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
}
