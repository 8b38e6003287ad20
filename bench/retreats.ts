// npm run bench:retreats : /api/retreats at scale (default 10,000 retreats, three options each) on PGlite and
// (when DATABASE_URL is set) PostgreSQL: sequential timing of a mix of searches on the running server, and
// the plan of the unfiltered first page (docs/decisions/retreats.md, "Search").
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { QUIZ_DURATIONS } from '@restora/shared/domain/quiz';
import { WELLNESS_FEATURES } from '@restora/shared/domain/stay-vocabulary';
import { migrateAndSeed, type DatabaseHandle } from '../apps/api/src/test/bench-harness';
import { enginesToRun, freshDatabase } from './engine';
import { markdownTable, root, round, startServer, timeSequential } from './lib';

const { values } = parseArgs({ options: { retreats: { type: 'string', default: '10000' } } });
const RETREATS = Number(values.retreats);
const TARGET_P95 = { pglite: 50, postgres: 20 } as const;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const month = () => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + 1 + Math.floor(Math.random() * 11));
  return d.toISOString().slice(0, 7);
};

const mix: Record<string, () => string> = {
  'first page, no filter': () => '',
  'by month': () => `month=${month()}`,
  'by country and length': () =>
    `country=${pick(['Indonesia', 'Portugal', 'Japan', 'Morocco'])}&length=${pick(QUIZ_DURATIONS)}`,
  'by focus and price': () =>
    `focus=${encodeURIComponent(pick(WELLNESS_FEATURES))}&maxPriceCents=${pick([100_000, 200_000, 300_000])}`,
  'spots for 2, page 20': () => 'spots=2&page=20',
};

/** Retreats spread over the next year at the sample properties, each with three options, in two statements. */
async function prepare(handle: DatabaseHandle) {
  await migrateAndSeed(handle);
  await handle.exec(`
    insert into retreats (property_id, title, summary, description, program, start_date, end_date,
      check_in_time, check_out_time, level, language, features, image_url, deposit_percent, cancellation_policy, status)
    select p.id, 'Synthetic retreat ' || g, 'A synthetic retreat.', 'Text.', '**Day 1**',
      current_date + 1 + (g % 360), current_date + 1 + (g % 360) + (2 + g % 12),
      '15:00', '11:00', (array['beginner','all','advanced'])[1 + g % 3]::retreat_level, 'English',
      array[(array['Yoga Classes','Meditation','Breathwork','Spa Treatments','Detox Programs','Pilates'])[1 + g % 6]],
      '/images/services/yoga.svg', 25, 'standard', 'published'
    from generate_series(1, ${RETREATS}) g
    join lateral (select id from properties order by id offset (g % 10) limit 1) p on true`);
  await handle.exec(`
    insert into retreat_options (retreat_id, position, name, price_cents, spots, taken, early_bird_price_cents, early_bird_spots)
    select r.id, o, 'Option ' || o, 60000 + (r.id % 40) * 10000 + o * 25000, 4 + o * 2,
      (r.id + o) % (4 + o * 2), case when r.id % 4 = 0 then 50000 + (r.id % 40) * 10000 end,
      case when r.id % 4 = 0 then 3 end
    from retreats r cross join generate_series(1, 3) o
    where r.title like 'Synthetic retreat %'`);
  await handle.exec('vacuum analyze');
}

async function runEngine(engine: 'pglite' | 'postgres') {
  const { handle, env, cleanup } = await freshDatabase(engine, 'retreats');
  try {
    await prepare(handle);
    const plan = (
      await handle.query<{ 'QUERY PLAN': string }>(
        `explain select id from retreats r where r.status = 'published' and r.start_date > current_date order by r.start_date, r.id limit 12`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    await handle.close();
    const server = await startServer(env);
    try {
      const perKind: Record<string, { p50: number; p95: number; p99: number }> = {};
      for (const [kind, query] of Object.entries(mix))
        perKind[kind] = await timeSequential(() => `${server.url}/api/retreats?${query()}`);
      const worst = Math.max(...Object.values(perKind).map((k) => k.p95));
      return {
        engine,
        perKind,
        usesIndex: /retreats_published_start_idx/.test(plan),
        plan,
        target: { p95Ms: TARGET_P95[engine], worstP95: round(worst), pass: worst < TARGET_P95[engine] },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await cleanup();
  }
}

const results = [];
for (const engine of enginesToRun()) results.push(await runEngine(engine));
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/retreats.json'),
  JSON.stringify({ retreats: RETREATS, results }, null, 2),
);
for (const r of results) {
  console.log(
    `\n### /api/retreats at ${RETREATS.toLocaleString('en-US')} retreats on ${r.engine} (sequential, ms)\n`,
  );
  console.log(
    markdownTable(
      ['search', 'p50', 'p95', 'p99'],
      Object.entries(r.perKind).map(([k, v]) => [k, v.p50, v.p95, v.p99]),
    ),
  );
  console.log(`first page on the published-start index: ${r.usesIndex ? 'yes' : 'NO'}`);
  console.log(
    `target p95 < ${r.target.p95Ms} ms: worst ${r.target.worstP95} -> ${r.target.pass ? 'PASS' : 'FAIL'}`,
  );
}
if (results.some((r) => !r.target.pass)) process.exitCode = 1;
