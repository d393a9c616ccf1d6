/**
 * Ranking quality: does SkillMatch put the right jobs first? A labelled evaluation built from O*NET
 * (occupations and the technologies their workers use): jobs are posting-sized samples of one
 * occupation's technologies, seekers are a few technologies of one occupation typed the way people type
 * them, and a job is relevant when it is the seeker's occupation (2) or in its SOC minor group (1).
 * SkillMatch (`MatchIndex.rank`, the product's ranking) is compared with exact-string Jaccard and BM25
 * over skill words on precision@10 and nDCG@10. Before it, the same methods on real postings and resumes
 * (bench/ranking-real.ts). docs/matching.md ("Ranking quality") reports both.
 *
 * Run: `npm run ranking-quality -w @skillmatch/bench` (`-- --examples` also prints typed skills,
 * `-- --per-seeker` each real seeker's figures); TAXONOMY_DATA_DIR names the O*NET files' folder and
 * MATCHING_DEV_DATA_DIR the real set's (README.md, "Source data"). Deterministic: one seed, no clock.
 */
import { seededRandom } from '@skillmatch/db/seed/random';
import { MatchIndex, type IndexedJob } from '@skillmatch/matching/match-index';
import type { MatchSeeker, MatchSkill } from '@skillmatch/matching/match-input';
import { matchSkills } from '@skillmatch/matching/score';
import { PRODUCT_PARTS, type MatchParts } from '@skillmatch/matching/seeker-query';
import { buildTaxonomy, taxonomy, type Taxonomy } from '@skillmatch/matching/taxonomy';
import {
  bm25Scorer,
  dcg,
  exactKey,
  jaccardScorer,
  rankByScore,
  tieOrder,
  tokensOf,
  type Scorer,
} from './ranking-metrics';
import { printRealEvaluation } from './ranking-real';
import {
  buildEvaluation,
  CLOSE_PREFIX,
  closeGroup,
  JOB_SKILLS,
  JOBS_PER_OCCUPATION,
  occupationTitles,
  readOccupations,
  relevance,
  SEED,
  SEEKER_SKILLS,
  SEEKERS_PER_OCCUPATION,
  UNIFORM,
  type EvalJob,
  type EvalSeeker,
} from './ranking-evaluation';

const CUTOFF = 10;
const BM25_K1 = 1.2;
const BM25_B = 0.75;
// --- Rankers -------------------------------------------------------------------------------------------

/** The indices of the seeker's top jobs, best first. */
type Ranker = (seeker: EvalSeeker) => number[];

/** A baseline's top jobs: positive scores, highest first, ties newest first, then by id. */
const baseline =
  (scorer: Scorer, order: Int32Array): Ranker =>
  (seeker) =>
    rankByScore(scorer(seeker.skills), order, CUTOFF);

const jaccardRanker = (jobs: readonly EvalJob[], order: Int32Array) =>
  baseline(jaccardScorer(jobs.map((job) => job.skills)), order);

/** BM25 over the words (`[a-z0-9+#]+`) of the job's skills. */
const bm25Ranker = (jobs: readonly EvalJob[], order: Int32Array) =>
  baseline(
    bm25Scorer(
      jobs.map((job) => job.skills),
      { k1: BM25_K1, b: BM25_B, wordsOf: tokensOf(/[a-z0-9+#]+/g) },
    ),
    order,
  );

const NO_PREFERENCES: MatchSeeker['preferences'] = {
  jobTypes: [],
  locations: [],
  remote: false,
  salaryMin: null,
};

/** Skills as the product stores them: each resolved through the taxonomy, one entry per skill. */
function matchSkillsOf(raw: readonly string[], within: Taxonomy): MatchSkill[] {
  const resolved = raw.map((skill) => within.resolve(skill)).filter((skill) => skill !== null);
  return matchSkills(
    resolved.map((skill) => skill.label),
    resolved.map((skill) => skill.id),
  );
}

/** What the evaluation's jobs say about everything but skills: nothing a preference could use. */
const NO_JOB_FACTS = { type: 'Full-time', remote: false, location: null, salaryMin: null, salaryMax: null };

function matchIndexOf(jobs: readonly EvalJob[], within: Taxonomy, parts: MatchParts): MatchIndex {
  const index = new MatchIndex(within, parts);
  for (const job of jobs) {
    const entry: IndexedJob = {
      id: job.id,
      postedDate: job.postedDate,
      skills: matchSkillsOf(job.skills, within),
      ...NO_JOB_FACTS,
    };
    index.upsert(entry);
  }
  return index;
}

/** The product's ranking: `MatchIndex.rank` over every job, no preferences. */
function skillMatchRanker(jobs: readonly EvalJob[], within: Taxonomy, parts = PRODUCT_PARTS): Ranker {
  const index = matchIndexOf(jobs, within, parts);
  const place = new Map(jobs.map((job, i) => [job.id, i]));
  return (seeker) =>
    index
      .rank({ skills: matchSkillsOf(seeker.skills, within), preferences: NO_PREFERENCES }, 0, CUTOFF)
      .jobs.map((entry) => place.get(entry.id)!);
}

// --- Metrics -------------------------------------------------------------------------------------------

interface Quality {
  precision: number;
  ndcg: number;
  ownPrecision: number;
  /** Share of seekers whose first result is a job of their own occupation. */
  firstOwn: number;
}

function evaluate(ranker: Ranker, seekers: readonly EvalSeeker[], jobs: readonly EvalJob[]): Quality {
  const jobsIn = new Map<string, number>();
  for (const job of jobs)
    for (const key of [job.occupation, closeGroup(job.occupation)])
      jobsIn.set(key, (jobsIn.get(key) ?? 0) + 1);
  const total: Quality = { precision: 0, ndcg: 0, ownPrecision: 0, firstOwn: 0 };
  for (const seeker of seekers) {
    const gains = ranker(seeker).map((job) => relevance(seeker, jobs[job]!));
    // The ideal list: every job of the seeker's occupation, then the rest of its minor group.
    const own = jobsIn.get(seeker.occupation) ?? 0;
    const close = (jobsIn.get(closeGroup(seeker.occupation)) ?? 0) - own;
    const ideal = [...Array<number>(own).fill(2), ...Array<number>(close).fill(1)].slice(0, CUTOFF);
    total.precision += gains.filter((gain) => gain > 0).length / CUTOFF;
    total.ownPrecision += gains.filter((gain) => gain === 2).length / CUTOFF;
    total.ndcg += dcg(gains) / dcg(ideal);
    total.firstOwn += gains[0] === 2 ? 1 : 0;
  }
  const mean = (value: number) => value / seekers.length;
  return {
    precision: mean(total.precision),
    ndcg: mean(total.ndcg),
    ownPrecision: mean(total.ownPrecision),
    firstOwn: mean(total.firstOwn),
  };
}

/** Share of typed skills that a method takes for the skill the seeker meant (its O*NET name). */
function understood(seekers: readonly EvalSeeker[], same: (typed: string, name: string) => boolean): number {
  const pairs = seekers.flatMap((seeker) => seeker.skills.map((typed, i) => same(typed, seeker.names[i]!)));
  return pairs.filter(Boolean).length / pairs.length;
}

// --- Run -----------------------------------------------------------------------------------------------

const started = performance.now();
printRealEvaluation(process.argv.includes('--per-seeker'));
console.log('');
const occupations = readOccupations();
const { jobs, seekers, brands } = buildEvaluation(occupations, seededRandom(SEED));
const order = tieOrder(jobs);
const noTaxonomy = buildTaxonomy({
  version: 'none',
  skills: [],
  readableLabels: [],
  aliases: [],
  looseAliases: [],
  relations: [],
  groups: [],
  skillGroups: [],
});
const fixed = (value: number) => value.toFixed(3);
const table = (rows: [string, Ranker][]) => {
  console.log(
    '| method | precision@10 | nDCG@10 | own-occupation precision@10 | first result own occupation |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const [name, ranker] of rows) {
    const q = evaluate(ranker, seekers, jobs);
    console.log(
      `| ${name} | ${fixed(q.precision)} | ${fixed(q.ndcg)} | ${fixed(q.ownPrecision)} | ${fixed(q.firstOwn)} |`,
    );
  }
};

console.log(
  `Ranking quality, seed ${SEED}, taxonomy ${taxonomy.version}: ${jobs.length} jobs from ${occupations.length} ` +
    `O*NET occupations (${JOBS_PER_OCCUPATION} each, ${JOB_SKILLS.join('–')} technologies), ${seekers.length} ` +
    `seekers (${SEEKERS_PER_OCCUPATION} per occupation, ${SEEKER_SKILLS.join('–')} skills as typed), ` +
    `${new Set(occupations.map((o) => closeGroup(o.code))).size} SOC ${CLOSE_PREFIX === 2 ? 'major' : 'minor'} ` +
    `groups, ${brands.size} brands${UNIFORM ? ', uniform sampling' : ''}\n`,
);
table([
  ['exact-string Jaccard', jaccardRanker(jobs, order)],
  [`BM25 over skill words (k1 ${BM25_K1}, b ${BM25_B})`, bm25Ranker(jobs, order)],
  ['SkillMatch', skillMatchRanker(jobs, taxonomy)],
  ['SkillMatch without its taxonomy (normalised text only)', skillMatchRanker(jobs, noTaxonomy)],
]);

const sameId = (within: Taxonomy) => (typed: string, name: string) =>
  within.resolve(typed)?.id === within.resolve(name)?.id;
console.log('\nTyped skills taken for the skill meant (its O*NET name):\n');
console.log('| matching | share |\n| --- | --- |');
console.log(
  `| exact string, lower-cased and trimmed | ${fixed(understood(seekers, (t, n) => exactKey(t) === exactKey(n)))} |`,
);
console.log(`| SkillMatch without its taxonomy | ${fixed(understood(seekers, sameId(noTaxonomy)))} |`);
console.log(`| SkillMatch | ${fixed(understood(seekers, sameId(taxonomy)))} |`);

console.log('\nWhat each part of SkillMatch adds (ablations, not the product):\n');
const without = (part: keyof MatchParts) =>
  skillMatchRanker(jobs, taxonomy, { ...PRODUCT_PARTS, [part]: false });
table([
  ['SkillMatch, coverage alone (without the job’s reliance on the seeker’s skills)', without('reliance')],
  ['SkillMatch without related skills (taxonomy relations)', without('related')],
  ['SkillMatch without the taxonomy’s names for typed skills', without('taxonomyNames')],
  ['SkillMatch without spelling corrections', without('corrections')],
]);

if (process.argv.includes('--examples')) {
  const titles = occupationTitles();
  console.log('\nExample seekers:');
  for (const seeker of seekers.filter((_, i) => i % 200 === 0))
    console.log(`${seeker.occupation} ${titles.get(seeker.occupation)}: ${JSON.stringify(seeker.skills)}`);
}
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
