import { existsSync } from 'node:fs';
import path from 'node:path';
import { backOfficeBenchmark, backOfficeReport } from './back-office';
import { searchRunsFromEnv } from './bench-database';
import { repoRoot, type BenchResult } from './bench-kit';
import { landingBundleSize } from './bundle-size';
import { loadBenchmark } from './load';
import { loadReport } from './load-report';
import { searchBenchmarks, searchReport } from './search';
import { startupTimes } from './startup';
import { throughputBenchmark, throughputReport } from './throughput';

if (!existsSync(path.join(repoRoot, 'apps/server/dist/server.mjs'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const results: BenchResult[] = [...landingBundleSize(), ...(await startupTimes())];
const search = await searchBenchmarks(searchRunsFromEnv());
const backOffice = await backOfficeBenchmark();
const load = await loadBenchmark();
const throughput = await throughputBenchmark();
console.log(`SkillMatch benchmarks, ${new Date().toISOString()}, node ${process.version}\n`);
console.log('| benchmark | result |\n| --- | --- |');
for (const { name, value, unit } of results) console.log(`| ${name} | ${value} ${unit} |`);
console.log(`\n${searchReport(search)}`);
console.log(`\n${backOfficeReport(backOffice)}`);
console.log(`\n${loadReport(load)}`);
console.log(`\n${throughputReport(throughput)}`);
