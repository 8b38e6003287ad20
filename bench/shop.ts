// npm run bench:shop : marketplace listing and search at 10,000 products, on PGlite and (when DATABASE_URL
// is set) PostgreSQL: EXPLAIN of each query, then sequential timing per query kind on the running server.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { productsQuerySchema } from '@restora/shared/contracts/shop';
import { listProductsQueries, migrateAndSeed, type DatabaseHandle } from '../apps/api/src/test/bench-harness';
import { enginesToRun, freshDatabase } from './engine';
import { markdownTable, root, round, startServer, timeSequential } from './lib';
import { insertSyntheticProducts, marketplaceQueries } from './synthetic-products';

const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' } } });
const COUNT = Number(values.products);
const TARGET_P95 = { pglite: 100, postgres: 30 } as const;
const mix = marketplaceQueries;

async function prepare(handle: DatabaseHandle) {
  await migrateAndSeed(handle);
  await insertSyntheticProducts(handle.db, { count: COUNT });
  await handle.exec('vacuum analyze');
}

async function explainAll(handle: DatabaseHandle) {
  const plans: Record<string, boolean> = {};
  for (const [kind, qs] of Object.entries(mix)) {
    const query = productsQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs())));
    const { page } = listProductsQueries(handle.db, query);
    const { sql, params } = page.toSQL();
    const rows = await handle.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
    plans[kind] = rows.some((r) => /Index|Bitmap/.test(r['QUERY PLAN']));
  }
  return plans;
}

async function runEngine(engine: 'pglite' | 'postgres') {
  const { handle, env, cleanup } = await freshDatabase(engine, 'shop');
  try {
    await prepare(handle);
    const plans = await explainAll(handle);
    await handle.close();
    const server = await startServer(env);
    try {
      const perKind: Record<string, { p50: number; p95: number; p99: number }> = {};
      for (const [kind, qs] of Object.entries(mix))
        perKind[kind] = await timeSequential(() => `${server.url}/api/products?${qs()}`);
      const worst = Math.max(...Object.values(perKind).map((k) => k.p95));
      return {
        engine,
        perKind,
        plans,
        target: { p95Ms: TARGET_P95[engine], worstP95: round(worst), pass: worst < TARGET_P95[engine] },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await cleanup();
  }
}

const engines = enginesToRun();
const results = [];
for (const engine of engines) results.push(await runEngine(engine));
fs.writeFileSync(
  path.join(root, 'bench/results/shop.json'),
  JSON.stringify({ products: COUNT, results }, null, 2),
);
for (const r of results) {
  console.log(
    `\n### Marketplace at ${COUNT.toLocaleString('en-US')} products on ${r.engine} (sequential requests, ms)\n`,
  );
  console.log(
    markdownTable(
      ['query', 'p50', 'p95', 'p99', 'index used'],
      Object.entries(r.perKind).map(([k, v]) => [k, v.p50, v.p95, v.p99, r.plans[k] ? 'yes' : 'NO']),
    ),
  );
  console.log(
    `target p95 < ${r.target.p95Ms} ms: worst ${r.target.worstP95} ms -> ${r.target.pass ? 'PASS' : 'FAIL'}`,
  );
}
process.exit(results.every((r) => r.target.pass) ? 0 : 1);
