import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, DatabaseHandle } from '@skillmatch/db/client';
import { jobs } from '@skillmatch/db/schema/jobs';
import { seededRandom, type Random } from '@skillmatch/db/seed/random';
import { JOB_CATEGORIES, JOB_TYPES } from '@skillmatch/shared/constants';
import { JOB_SORTS, jobSearchQuerySchema, type JobSearchQuery } from '@skillmatch/shared/schemas/jobs';
import { and, asc, eq, gt } from 'drizzle-orm';
import { presentedJobColumns, presentJob } from '../apps/server/src/modules/jobs/present-job';
import { CatalogueSearchIndex } from '../apps/server/src/search';
import { searchJobs } from '../apps/server/src/modules/jobs/search-jobs';
import {
  searchRunsFromEnv,
  withPglite,
  withPostgres,
  type DatabaseKind,
  type SearchRun,
} from './bench-database';
import { kb, measureBuild, ms, percentile } from './bench-kit';
import { ensureCatalogue, readCatalogueSources, type CatalogueSources } from './catalogue';

const QUERY_COUNT = 200;
/** The issue's p95 targets, server-side, for a page of 20 on PostgreSQL. */
const TARGETS_MS: Partial<Record<DatabaseKind, Record<number, number>>> = {
  postgres: { 100_000: 25, 1_000_000: 60 },
};

// Terms and skills that occur in the postings and skill2vec data.
const TEXTS = ['python', 'data scientist', 'sql', 'machine learning', 'data engineer', 'analyst'];
const SKILLS = ['python', 'sql', 'java', 'aws', 'machine learning', 'javascript', 'excel', 'linux'];
// 'tx' is shorter than a trigram, as people type state codes.
const LOCATIONS = ['new york', 'san francisco', 'london', 'chicago', 'toronto', 'tx'];

export type RawQuery = Record<string, string | string[]>;

/** Query shapes as the jobs page sends them: a query string, before the schema parses it. */
const SHAPES: [string, (random: Random) => RawQuery][] = [
  ['no filter', () => ({})],
  ['text', (r) => ({ q: r.pick(TEXTS) })],
  ['one skill', (r) => ({ skills: [r.pick(SKILLS)] })],
  ['two skills', (r) => ({ skills: [r.pick(SKILLS), r.pick(SKILLS)] })],
  ['location', (r) => ({ location: r.pick(LOCATIONS) })],
  ['type', (r) => ({ type: r.pick(JOB_TYPES) })],
  ['remote', () => ({ remote: 'true' })],
  ['category', (r) => ({ category: r.pick(JOB_CATEGORIES) })],
  ['text + location + remote', (r) => ({ q: r.pick(TEXTS), location: r.pick(LOCATIONS), remote: 'true' })],
  ['text + skill', (r) => ({ q: r.pick(TEXTS), skills: [r.pick(SKILLS)] })],
  ['text + type + category', (r) => ({ q: r.pick(TEXTS), type: r.pick(JOB_TYPES), category: 'Technology' })],
  [
    'skill + remote + category',
    (r) => ({ skills: [r.pick(SKILLS)], remote: 'true', category: 'Technology' }),
  ],
];

/** The orders a visitor may choose (best match needs a signed-in seeker: bench/recommendations.ts's side). */
const VISITOR_SORTS = JOB_SORTS.filter((sort) => sort !== 'match');

export interface BenchQuery {
  shape: string;
  query: JobSearchQuery;
}

/** The fixed mix as query strings: every shape in turn, with a seeded sort and page (1 to 5, 20 per page). */
export function rawQueryMix(count = QUERY_COUNT, seed = 7): { shape: string; raw: RawQuery }[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const [name, build] = SHAPES[index % SHAPES.length]!;
    const sort = random.pick(VISITOR_SORTS);
    const raw = { ...build(random), sort, page: String(random.int(1, 5)), pageSize: '20' };
    return { shape: `${name}, ${sort}`, raw };
  });
}

/** The fixed mix, parsed as the route parses it. */
export function queryMix(count = QUERY_COUNT, seed = 7): BenchQuery[] {
  return rawQueryMix(count, seed).map(({ shape, raw }) => ({
    shape,
    query: jobSearchQuerySchema.parse(raw),
  }));
}

/** JSON bytes of every active job as presented, as the old product downloaded the whole catalogue. */
async function catalogueJsonBytes(db: Database): Promise<number> {
  let bytes = 2;
  let count = 0;
  let lastId = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select(presentedJobColumns)
      .from(jobs)
      .where(and(eq(jobs.status, 'active'), gt(jobs.id, lastId)))
      .orderBy(asc(jobs.id))
      .limit(5000);
    for (const row of rows) bytes += Buffer.byteLength(JSON.stringify(presentJob(row)));
    count += rows.length;
    const last = rows.at(-1);
    if (!last) return bytes + Math.max(0, count - 1);
    lastId = last.id;
  }
}

export interface ShapeTiming {
  shape: string;
  count: number;
  p50: number;
  max: number;
}

export interface SearchBenchResult {
  database: DatabaseKind;
  size: number;
  /** Undefined when a kept database already held the catalogue. */
  loadMs: number | undefined;
  /** The search index's first build, and the heap it holds (with --expose-gc). */
  buildMs: number;
  heapMb: number | undefined;
  p50: number;
  p95: number;
  targetMs: number | undefined;
  pageBytes: number;
  catalogueBytes: number;
  /** Slowest first. */
  shapes: ShapeTiming[];
}

async function measure(
  database: DatabaseHandle,
  sources: CatalogueSources,
  size: number,
): Promise<SearchBenchResult> {
  const loadMs = await ensureCatalogue(database.db, sources, size);

  const catalogue = new CatalogueSearchIndex(database);
  const { buildMs, heapMb } = await measureBuild(() => catalogue.current());
  const mix = queryMix();
  // One untimed pass fills caches, as on a running server.
  for (const { query } of mix) await searchJobs(database.db, catalogue, query);
  const times: number[] = [];
  for (const { query } of mix) {
    const started = performance.now();
    await searchJobs(database.db, catalogue, query);
    times.push(performance.now() - started);
  }

  const byShape = new Map<string, number[]>();
  mix.forEach(({ shape }, index) => byShape.set(shape, [...(byShape.get(shape) ?? []), times[index] ?? 0]));
  const shapes = [...byShape].map(([shape, values]) => ({
    shape,
    count: values.length,
    p50: percentile(values, 50),
    max: Math.max(...values),
  }));

  const page = await searchJobs(database.db, catalogue, jobSearchQuerySchema.parse({}));
  return {
    database: database.kind,
    size,
    loadMs,
    buildMs,
    heapMb,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    targetMs: TARGETS_MS[database.kind]?.[size],
    pageBytes: Buffer.byteLength(JSON.stringify(page)),
    catalogueBytes: await catalogueJsonBytes(database.db),
    shapes: shapes.sort((a, b) => b.max - a.max),
  };
}

export async function searchBenchmarks(runs: SearchRun[]): Promise<SearchBenchResult[]> {
  const sources = readCatalogueSources();
  const results: SearchBenchResult[] = [];
  for (const { database, size } of runs) {
    console.error(`job search: ${size} jobs on ${database}…`);
    const open = database === 'postgres' ? withPostgres : withPglite;
    results.push(await open(size, (handle) => measure(handle, sources, size)));
  }
  return results;
}

/** Markdown: the headline table, then the slowest query shapes of each run. */
export function searchReport(results: SearchBenchResult[]): string {
  const lines = [
    `Job search: ${QUERY_COUNT} queries of a fixed mix, each timed around searchJobs after one warm-up pass.`,
    '',
    `| database | jobs | load + vacuum analyze | index build | index heap | p50 | p95 | p95 target | page of 20 (JSON) | active catalogue (JSON) | page / catalogue |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    const target =
      result.targetMs === undefined
        ? 'none'
        : `${result.targetMs} ms: ${result.p95 <= result.targetMs ? 'met' : 'missed'}`;
    lines.push(
      `| ${result.database} | ${result.size.toLocaleString('en')} | ` +
        `${result.loadMs === undefined ? 'kept' : `${(result.loadMs / 1000).toFixed(0)} s`} | ` +
        `${(result.buildMs / 1000).toFixed(1)} s | ${result.heapMb === undefined ? 'n/a' : `${result.heapMb.toFixed(0)} MB`} | ` +
        `${ms(result.p50)} | ${ms(result.p95)} | ${target} | ${kb(result.pageBytes)} | ` +
        `${kb(result.catalogueBytes)} | 1 : ${Math.round(result.catalogueBytes / result.pageBytes)} |`,
    );
  }
  for (const result of results) {
    lines.push(
      '',
      `Slowest query shapes, ${result.database}, ${result.size.toLocaleString('en')} jobs:`,
      '',
      '| shape, sort | queries | p50 | max |',
      '| --- | --- | --- | --- |',
      ...result.shapes
        .slice(0, 10)
        .map(({ shape, count, p50, max }) => `| ${shape} | ${count} | ${ms(p50)} | ${ms(max)} |`),
    );
  }
  return lines.join('\n');
}

// `npx tsx bench/search.ts`: the search benchmark alone, without building the app.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(searchReport(await searchBenchmarks(searchRunsFromEnv())));
}
