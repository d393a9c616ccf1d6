import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@skillmatch/db/client';
import { buildApp } from '../apps/server/src/app';
import { withPostgres } from './bench-database';
import { ensureCatalogue, readCatalogueSources } from './catalogue';
import { distinctSearches } from './distinct-searches';
import { productionConfig } from './product-config';

/**
 * The job list's answers to a visitor, to hold a faster build to the same answers: the throughput
 * benchmark's first BENCH_ANSWERS_SEARCHES distinct searches (default 1,500), each again with one of its
 * employers and the salary order, with one of its skills and a date limit, and (every fifth) that skill
 * alone with a salary floor and a later page; one line per request (the query, the status, a SHA-1 of
 * the body) written to BENCH_ANSWERS_OUT. Two builds' files are the same when their answers are, byte for
 * byte. On the throughput benchmark's catalogue (`BENCH_KEEP_DATABASE=1` to keep it).
 */

const JOBS = Number(process.env.BENCH_THROUGHPUT_JOBS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_ANSWERS_SEARCHES ?? 1_500);
const OUT = process.env.BENCH_ANSWERS_OUT ?? path.join(tmpdir(), 'search-answers.txt');

const sources = readCatalogueSources();
await withPostgres(JOBS, async (loader, url) => {
  await ensureCatalogue(loader.db, sources, JOBS);
  const database = await openDatabase({ databaseUrl: url });
  const config = productionConfig('search-answers', 3670);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await app.searchIndex.current();
  const lines: string[] = [];
  const ask = async (search: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/jobs?${search}` });
    const digest = createHash('sha1').update(response.body).digest('hex');
    lines.push(`${search} ${response.statusCode} ${digest}`);
    return response.statusCode === 200
      ? (JSON.parse(response.body) as { facets: Record<'company' | 'skills', { value: string }[]> })
      : undefined;
  };
  const searches = distinctSearches(sources).slice(0, SEARCHES);
  for (const [index, search] of searches.entries()) {
    const answer = await ask(search);
    if (!answer) continue;
    const also = (extra: Record<string, string>) => {
      const query = new URLSearchParams(search);
      for (const [key, value] of Object.entries(extra)) query.set(key, value);
      return ask(query.toString());
    };
    const company = answer.facets.company[index % 3]?.value;
    const skill = answer.facets.skills[index % 4]?.value;
    if (company) await also({ company, sort: 'salary' });
    if (skill) await also({ skills: skill, postedWithinDays: index % 2 ? '30' : '365' });
    if (skill && index % 5 === 0) {
      const query = new URLSearchParams({ skills: skill, salaryMin: String((index % 7) * 10_000) });
      query.set('page', String(1 + (index % 3)));
      await ask(query.toString());
    }
  }
  writeFileSync(OUT, `${lines.join('\n')}\n`);
  console.log(`${lines.length} answers in ${OUT}`);
});
// Not app.close(): its task queue may be mid-task on a catalogue this size; nothing here needs a clean stop.
process.exit(0);
