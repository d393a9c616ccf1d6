import { ms, percentile } from './bench-kit';

/** What `bench/load.ts` measured, and its report. */

export interface EndpointStats {
  times: number[];
  serverErrors: number;
  otherErrors: number;
  /** The first error's status and body, to say what went wrong. */
  firstError?: string;
}

export interface LoadRun {
  processes: number;
  jobs: number;
  seconds: number;
  users: number;
  starts: { readyMs: number; rssMbReady: number; rssMbPeak: number; rssMbAfter: number }[];
  endpoints: Map<string, EndpointStats>;
  requests: number;
  streamsOpen: number;
  streamsFailed: number;
  applicationsAcknowledged: number;
  applicationsMissing: number;
  applicationsTwice: number;
  profileSavesAcknowledged: number;
  profilesStale: number;
}

export function loadReport(runs: LoadRun[]): string {
  const lines: string[] = [];
  for (const run of runs) {
    const seconds = run.seconds;
    lines.push(
      `${run.processes} process(es), ${run.jobs.toLocaleString('en-US')} jobs, ${run.users} users × ${seconds} s: ` +
        `${run.requests.toLocaleString('en-US')} requests, ${(run.requests / seconds).toFixed(0)} per second; ` +
        `streams open ${run.streamsOpen}, failed ${run.streamsFailed}; applications acknowledged ` +
        `${run.applicationsAcknowledged}, missing ${run.applicationsMissing}, twice ${run.applicationsTwice}; ` +
        `profile saves read back ${run.profileSavesAcknowledged}, stale ${run.profilesStale}.`,
      '',
      '| process | spawn to ready | memory at ready | peak memory | memory after |',
      '| --- | --- | --- | --- | --- |',
      ...run.starts.map(
        (start, index) =>
          `| ${index + 1} | ${(start.readyMs / 1000).toFixed(1)} s | ${start.rssMbReady.toFixed(0)} MB | ${start.rssMbPeak.toFixed(0)} MB | ${start.rssMbAfter.toFixed(0)} MB |`,
      ),
      '',
      '| endpoint | requests | per second | p50 | p95 | p99 | 5xx | 4xx |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...[...run.endpoints].map(
        ([name, stats]) =>
          `| ${name} | ${stats.times.length} | ${(stats.times.length / seconds).toFixed(1)} | ${ms(percentile(stats.times, 50))} | ` +
          `${ms(percentile(stats.times, 95))} | ${ms(percentile(stats.times, 99))} | ${stats.serverErrors} | ${stats.otherErrors} |`,
      ),
      '',
      ...[...run.endpoints]
        .filter(([, stats]) => stats.firstError)
        .map(([name, stats]) => `First error of ${name}: ${stats.firstError}`),
      '',
    );
  }
  const one = runs.find((run) => run.processes === 1);
  const two = runs.find((run) => run.processes === 2);
  if (one && two) {
    lines.push(`Two processes ÷ one, requests per second: ${(two.requests / one.requests).toFixed(2)}.`);
  }
  return lines.join('\n');
}
