import { cpus, loadavg } from 'node:os';
import { percentile, runLoadApart, type LoadResult } from '@koinonia/gateway/testing';
import { ms, withSeededSystem } from './bench-seeded-system.ts';
import { benchOptions, SMOKE_VERDICT } from './bench-support.ts';
import { isScale } from './seed/run-seed.ts';

// `npm run bench:jobs [-- --duration 10 --connections 10 --warmup 3 --scale large --smoke]`: the job board
// through the gateway on a freshly seeded community (20,000 opportunities at the large scale), as an
// anonymous visitor: full-text searches (a common word, a rare one, with ministry filters) and the
// first page without a search. Each query is measured one request at a time (what a visitor waits),
// then under load (autocannon, in its own process). The databases are dropped at the end.

const TARGET_P95_MS = 50;
const JOB = 'id jobTitle status salaryStartRange salaryEndRange denomination workplace deadline publishedAt organization { id name slug }';
const BOARD = `query($search: String, $workplace: Workplace, $ordinationRequired: Boolean, $denomination: String) {
  jobOpportunities(search: $search, workplace: $workplace, ordinationRequired: $ordinationRequired, denomination: $denomination, first: 20) {
    results { ${JOB} } hasNextPage cursor
  }
}`;

interface Query {
  readonly title: string;
  readonly query: string;
  readonly variables: Record<string, unknown>;
}

const queries: Query[] = [
  { title: 'jobOpportunities(search: "pastor"), a common word', query: BOARD, variables: { search: 'pastor' } },
  { title: 'jobOpportunities(search: "hospital chaplain")', query: BOARD, variables: { search: 'hospital chaplain' } },
  { title: 'jobOpportunities(search: "youth", REMOTE, ordained)', query: BOARD, variables: { search: 'youth', workplace: 'REMOTE', ordinationRequired: true } },
  { title: 'jobOpportunities(search: "worship", Baptist)', query: BOARD, variables: { search: 'worship', denomination: 'Baptist' } },
  { title: 'jobOpportunities, first page, no search', query: BOARD, variables: {} },
];

const WARM_UP_SECONDS = 2;

/**
 * Latencies of requests sent one after another: what one visitor waits, without queueing. The
 * first seconds are not counted: the first query measured would otherwise also pay for the
 * system's cold start (its plans, connections and compiled code), as the loaded runs' warm-up skips.
 */
async function oneAtATime(url: string, query: Query, seconds: number, warmUpSeconds: number): Promise<{ p50: number; p95: number; p99: number; found: number }> {
  const body = JSON.stringify({ query: query.query, variables: query.variables });
  for (const warmUntil = Date.now() + warmUpSeconds * 1000; Date.now() < warmUntil; ) {
    await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).text();
  }
  const times: number[] = [];
  let found = 0;
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until || times.length < 20) {
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const json = (await res.json()) as { errors?: unknown; data?: { jobOpportunities?: { results: unknown[] } } };
    if (json.errors) throw new Error(`${query.title}: ${JSON.stringify(json.errors)}`);
    found = json.data?.jobOpportunities?.results.length ?? 0;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), found };
}


async function run(gatewayUrl: string, options: { durationSeconds: number; connections: number; warmupSeconds: number; smoke: boolean }): Promise<void> {
  console.log(
    `\nJob board benchmark through the gateway: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)} at the start. ` +
      `One request at a time for ${options.durationSeconds} s, then ${options.connections} connections for ${options.durationSeconds} s (after a ${options.warmupSeconds} s warm-up).` +
      `\nThe subgraphs and the gateway (one process), PostgreSQL and the load generator share the machine's cores.\n`,
  );
  console.log(`   ${'query'.padEnd(56)}  one at a time: p50    p95    p99  | loaded: req/s    p50    p95    p99`);
  const misses: string[] = [];
  for (const query of queries) {
    const alone = await oneAtATime(gatewayUrl, query, options.durationSeconds, options.smoke ? 0 : WARM_UP_SECONDS);
    const loaded: LoadResult = await runLoadApart({
      url: gatewayUrl,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: query.query, variables: query.variables }),
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
    });
    const failed = `${loaded.failures ? `  (${loaded.failures} failed)` : ''}${alone.found ? '' : '  (found nothing)'}`;
    console.log(
      `   ${query.title.padEnd(56)}  ${' '.repeat(10)}${ms(alone.p50)}${ms(alone.p95)}${ms(alone.p99)}  |  ${loaded.requestsPerSecond.toFixed(0).padStart(9)}${ms(loaded.p50)}${ms(loaded.p95)}${ms(loaded.p99)}${failed}`,
    );
    if (alone.p95 >= TARGET_P95_MS) misses.push(`${query.title}: p95 ${alone.p95.toFixed(0)} ms one at a time`);
  }
  if (options.smoke) console.log(`\n${SMOKE_VERDICT}`);
  else console.log(`\nTarget: p95 < ${TARGET_P95_MS} ms one at a time. ${misses.length ? `Missed:\n${misses.map((m) => `  ${m}`).join('\n')}` : 'All met.'}`);
  console.log(`Load average ${loadavg()[0]!.toFixed(1)} at the end.`);
}

const { values, smoke } = benchOptions(
  { duration: '10', connections: '10', scale: 'large', warmup: '3' },
  { duration: '1', connections: '2', scale: 'small', warmup: '0' },
);
if (!isScale(values.scale)) throw new Error('--scale must be small or large');
await withSeededSystem(
  'jobs',
  values.scale,
  (counts) => `${counts['orgs-jobs']!['opportunity']} opportunities`,
  ({ gatewayUrl }) => run(gatewayUrl, { durationSeconds: Number(values.duration), connections: Number(values.connections), warmupSeconds: Number(values.warmup), smoke }),
);
