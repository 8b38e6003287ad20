// npm run bench:load [-- --seconds 60 --connections 50 --warmup 5 --stays 100000 --products 10000
//   --engines pglite,postgres --no-write]
// The load test of issue 9: the built server (as npm start runs it) on a fresh database per engine with
// 100,000 synthetic stays and 10,000 products, under the weighted visitor mix of bench/load-mix.ts from
// autocannon in its own process. Targets (issue 22): no errors and p99 < 100 ms, on PostgreSQL and on
// PGlite (the single-machine default).
// On PostgreSQL the same database is measured with 1 and then 2 API processes (WEB_CONCURRENCY, issue 22),
// side by side in one run (`--processes 1,2`; PGlite runs one process only).
// Writes bench/results/load.json and prints Markdown tables; exits 1 when a target fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  insertSyntheticStays,
  migrateAndSeed,
  type DatabaseHandle,
} from '../apps/api/src/test/bench-harness';
import { enginesToRun, freshDatabase, type Engine } from './engine';
import { markdownTable, root, round, startServer } from './lib';
import { LOAD_WEIGHTS, type LoadFixtures, type LoadMixResult } from './load-mix';
import { runMix } from './mix';
import { insertSyntheticBookings } from './synthetic-bookings';
import { insertSyntheticProducts } from './synthetic-products';

export type LoadBenchOptions = {
  /** Default: enginesToRun() (PGlite, and PostgreSQL when DATABASE_URL is set). */
  engines?: Engine[];
  /** Measured seconds per engine (default 60). */
  seconds?: number;
  /** Concurrent connections (default 50). */
  connections?: number;
  /** Seconds of the same mix before the measurement, not counted (default 5). */
  warmupSeconds?: number;
  /** Synthetic stays (default 100,000) and products (default 10,000). */
  stays?: number;
  products?: number;
  /** Write bench/results/load.json (default true). */
  writeResults?: boolean;
  /** API process counts measured in turn on PostgreSQL (default [1, 2]); PGlite always runs one. */
  processes?: number[];
};

export type LoadEngineResult = LoadMixResult & {
  engine: Engine;
  /** API processes serving (WEB_CONCURRENCY). */
  processes: number;
  seedSeconds: number;
  /** os.loadavg() (1, 5, 15 min) when the measurement started and ended: the machine's other work. */
  loadAverage: { start: number[]; end: number[] };
  target: { maxErrors: 0; p99Ms: number; pass: boolean };
};

export type LoadBenchResult = {
  stays: number;
  products: number;
  seconds: number;
  connections: number;
  warmupSeconds: number;
  weights: typeof LOAD_WEIGHTS;
  at: string;
  cpus: number;
  results: LoadEngineResult[];
  /** Every engine's target. */
  pass: boolean;
};

/** The p99 target, the same on every engine (issue 22). */
const TARGET_P99_MS = 100;
const SAMPLE = 500;

async function prepare(handle: DatabaseHandle, stays: number, products: number) {
  await migrateAndSeed(handle);
  const started = performance.now();
  await insertSyntheticStays(handle.db, { count: stays });
  await insertSyntheticBookings(handle);
  await insertSyntheticProducts(handle.db, { count: products });
  // Settle the new tables (visibility map, statistics) so autovacuum does not run during the load.
  await handle.exec('vacuum analyze');
  return round((performance.now() - started) / 1000);
}

/** A random sample of ids that exist, for the generator's room, product and add-to-cart requests. */
async function readFixtures(handle: DatabaseHandle): Promise<LoadFixtures> {
  const rooms = await handle.query<{ id: number; maxGuests: number | null }>(
    `select id, max_guests as "maxGuests" from stay_rooms order by random() limit ${SAMPLE}`,
  );
  const ids = async (where: string) =>
    (
      await handle.query<{ id: number }>(`select id from products ${where} order by random() limit ${SAMPLE}`)
    ).map((r) => r.id);
  const fixtures = {
    rooms: rooms.map((r) => ({ id: r.id, maxGuests: r.maxGuests ?? 0 })),
    productIds: await ids(''),
    buyableProductIds: await ids(`where status in ('in_stock', 'limited_stock') and stock > 0`),
  };
  if (!fixtures.rooms.length || !fixtures.productIds.length || !fixtures.buyableProductIds.length)
    throw new Error('the benchmark database has no rooms or no buyable products');
  return fixtures;
}

type EngineOptions = Required<Omit<LoadBenchOptions, 'engines' | 'writeResults'>>;

async function runEngine(engine: Engine, o: EngineOptions): Promise<LoadEngineResult[]> {
  const { handle, env, cleanup } = await freshDatabase(engine, 'load');
  const fixturesFile = path.join(os.tmpdir(), `restora-load-fixtures-${engine}-${process.pid}.json`);
  try {
    console.error(`[${engine}] seeding ${o.stays} stays and ${o.products} products...`);
    const seedSeconds = await prepare(handle, o.stays, o.products);
    fs.writeFileSync(fixturesFile, JSON.stringify(await readFixtures(handle)));
    await handle.close();
    console.error(
      `[${engine}] seeded in ${seedSeconds} s; ${o.warmupSeconds} s warm-up, then ${o.seconds} s...`,
    );
    const results: LoadEngineResult[] = [];
    for (const processes of engine === 'postgres' ? o.processes : [1]) {
      console.error(`[${engine}] ${processes} API process(es)...`);
      const server = await startServer({ ...env, WEB_CONCURRENCY: String(processes) });
      try {
        const start = os.loadavg().map((n) => round(n, 2));
        const mix = await runMix<LoadMixResult>({
          url: server.url,
          script: 'bench/load-runner.ts',
          seconds: o.seconds,
          connections: o.connections,
          args: [fixturesFile, String(o.warmupSeconds)],
        });
        const end = os.loadavg().map((n) => round(n, 2));
        const p99Ms = TARGET_P99_MS;
        const pass = mix.errors.total === 0 && mix.p99 < p99Ms;
        results.push({
          engine,
          processes,
          seedSeconds,
          ...mix,
          loadAverage: { start, end },
          target: { maxErrors: 0 as const, p99Ms, pass },
        });
      } finally {
        await server.stop();
      }
    }
    return results;
  } finally {
    fs.rmSync(fixturesFile, { force: true });
    await cleanup();
  }
}

/** Runs the load test on each engine in turn; writes bench/results/load.json unless told not to. */
export async function runLoadBench(options: LoadBenchOptions = {}): Promise<LoadBenchResult> {
  const o = {
    seconds: options.seconds ?? 60,
    connections: options.connections ?? 50,
    warmupSeconds: options.warmupSeconds ?? 5,
    stays: options.stays ?? 100_000,
    products: options.products ?? 10_000,
    processes: options.processes ?? [1, 2],
  };
  const results: LoadEngineResult[] = [];
  for (const engine of options.engines ?? enginesToRun()) results.push(...(await runEngine(engine, o)));
  const result: LoadBenchResult = {
    ...o,
    weights: LOAD_WEIGHTS,
    at: new Date().toISOString(),
    cpus: os.cpus().length,
    results,
    pass: results.every((r) => r.target.pass),
  };
  if (options.writeResults ?? true)
    fs.writeFileSync(path.join(root, 'bench/results/load.json'), JSON.stringify(result, null, 2));
  return result;
}

/** The Markdown report: one summary table, then the per-endpoint tally of each engine. */
export function loadReport(r: LoadBenchResult): string {
  const header = `### Load: ${r.connections} connections, ${r.seconds} s, ${r.stays.toLocaleString('en-US')} stays, ${r.products.toLocaleString('en-US')} products (${r.cpus} CPUs)`;
  const summary = markdownTable(
    [
      'engine',
      'processes',
      'req/s',
      'requests',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'errors',
      'load avg',
      'target',
      'result',
    ],
    r.results.map((e) => [
      e.engine,
      e.processes,
      e.requestsPerSecond,
      e.totalRequests,
      e.p50,
      e.p90,
      e.p99,
      e.max,
      `${e.errors.total} (${e.errors.non2xx} non-2xx, ${e.errors.timeouts} timeouts, ${e.errors.connectionErrors} socket)`,
      `${e.loadAverage.start[0]} -> ${e.loadAverage.end[0]}`,
      `no errors, p99 < ${e.target.p99Ms} ms`,
      e.target.pass ? 'PASS' : 'FAIL',
    ]),
  );
  const pg = r.results.filter((e) => e.engine === 'postgres');
  const ratio =
    pg.length > 1
      ? `PostgreSQL, ${pg.at(-1)!.processes} processes against 1: ${round(pg.at(-1)!.requestsPerSecond / pg[0]!.requestsPerSecond, 2)}x the requests per second (${r.cpus} CPUs, shared with PostgreSQL and autocannon).`
      : '';
  const perEndpoint = r.results.map((e) =>
    [
      `\n#### ${e.engine}, ${e.processes} process(es): per endpoint (latency seen by autocannon, ms)\n`,
      markdownTable(
        ['endpoint', 'kind', 'requests', 'statuses', 'p50', 'p99', 'max'],
        Object.entries(e.byEndpoint).map(([endpoint, s]) => [
          endpoint,
          s.kind,
          s.requests,
          Object.entries(s.statuses)
            .map(([status, n]) => `${status}: ${n}`)
            .join(', '),
          s.p50,
          s.p99,
          s.max,
        ]),
      ),
    ].join('\n'),
  );
  const weights = Object.entries(r.weights)
    .map(([k, w]) => `${k} ${w}%`)
    .join(', ');
  return [header, '', summary, '', ratio, `Mix: ${weights}.`, ...perEndpoint].join('\n');
}

function engineNamed(name: string): Engine {
  if (name === 'pglite' || name === 'postgres') return name;
  throw new Error(`--engines: unknown engine "${name}" (pglite, postgres)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '5' },
      stays: { type: 'string', default: '100000' },
      products: { type: 'string', default: '10000' },
      engines: { type: 'string' },
      'no-write': { type: 'boolean', default: false },
      processes: { type: 'string', default: '1,2' },
    },
  });
  const result = await runLoadBench({
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    warmupSeconds: Number(values.warmup),
    stays: Number(values.stays),
    products: Number(values.products),
    ...(values.engines ? { engines: values.engines.split(',').map(engineNamed) } : {}),
    writeResults: !values['no-write'],
    processes: values.processes.split(',').map(Number),
  });
  console.log(loadReport(result));
  process.exit(result.pass ? 0 : 1);
}
