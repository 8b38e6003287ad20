// npm run bench:quiz : discovery-quiz recommendations at scale (default 100,000 synthetic stays), on PGlite
// and (when DATABASE_URL is set) PostgreSQL: EXPLAIN of the stay candidate queries, then sequential
// timing of GET /api/quiz/recommendations for random answers on the running server.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { quizAnswersToQuery } from '@restora/shared/contracts/quiz';
import {
  QUIZ_ACTIVITIES,
  QUIZ_BUDGETS,
  QUIZ_DURATIONS,
  QUIZ_ENVIRONMENTS,
  QUIZ_FOCUS,
  type QuizAnswers,
} from '@restora/shared/domain/quiz';
import {
  insertSyntheticStays,
  migrateAndSeed,
  stayCandidateQueries,
  type DatabaseHandle,
} from '../apps/api/src/test/bench-harness';
import { enginesToRun, freshDatabase } from './engine';
import { markdownTable, root, round, startServer, timeSequential } from './lib';

const { values } = parseArgs({ options: { stays: { type: 'string', default: '100000' } } });
const STAYS = Number(values.stays);
const TARGET_P95 = { pglite: 150, postgres: 50 } as const;
// Below this many rooms a sequential scan is the planner's right choice, so the plan proves nothing.
const INDEX_CHECK_FROM = 10_000;
const checksIndex = STAYS >= INDEX_CHECK_FROM;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

const randomAnswers = (budgets: readonly QuizAnswers['budget'][] = QUIZ_BUDGETS): QuizAnswers => ({
  focus: pick(QUIZ_FOCUS),
  environment: pick(QUIZ_ENVIRONMENTS),
  intensity: pick([0, 1, 2] as const),
  duration: pick(QUIZ_DURATIONS),
  budget: pick(budgets),
  activities: QUIZ_ACTIVITIES.filter(() => Math.random() < 0.3),
});

const mix: Record<string, () => QuizAnswers> = {
  'any answers': () => randomAnswers(),
  'small budget (200-500)': () => randomAnswers([200, 500]),
  'large budget (2000-5000)': () => randomAnswers([2000, 5000]),
};

async function prepare(handle: DatabaseHandle) {
  await migrateAndSeed(handle);
  await insertSyntheticStays(handle.db, { count: STAYS });
  await handle.exec('vacuum analyze');
}

/** Plans of the stay candidate queries (the service and product queries read small tables). */
async function explainStays(handle: DatabaseHandle) {
  const lines: string[] = [];
  for (const answers of [randomAnswers(), randomAnswers([5000]), randomAnswers([200])]) {
    for (const [name, q] of Object.entries(stayCandidateQueries(handle.db, answers))) {
      const { sql, params } = q.toSQL();
      const rows = await handle.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
      lines.push(`-- ${name} (budget ${answers.budget})`, ...rows.map((r) => r['QUERY PLAN']));
    }
  }
  return lines.join('\n');
}

async function runEngine(engine: 'pglite' | 'postgres') {
  const { handle, env, cleanup } = await freshDatabase(engine, 'quiz');
  try {
    await prepare(handle);
    const plan = await explainStays(handle);
    await handle.close();
    const server = await startServer(env);
    try {
      const perKind: Record<string, { p50: number; p95: number; p99: number }> = {};
      for (const [kind, answers] of Object.entries(mix))
        perKind[kind] = await timeSequential(
          () =>
            `${server.url}/api/quiz/recommendations?${new URLSearchParams(quizAnswersToQuery(answers()))}`,
        );
      const worst = Math.max(...Object.values(perKind).map((k) => k.p95));
      return {
        engine,
        perKind,
        // Every candidate query walks an index instead of sorting a scan of the table.
        usesIndex: !/Seq Scan on stay_rooms/.test(plan),
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
  path.join(root, 'bench/results/quiz.json'),
  JSON.stringify({ stays: STAYS, results }, null, 2),
);
for (const r of results) {
  console.log(
    `\n### Quiz recommendations at ${STAYS.toLocaleString('en-US')} stays on ${r.engine} (sequential, ms)\n`,
  );
  console.log(
    markdownTable(
      ['answers', 'p50', 'p95', 'p99'],
      Object.entries(r.perKind).map(([k, v]) => [k, v.p50, v.p95, v.p99]),
    ),
  );
  console.log(
    checksIndex
      ? `stay candidates use an index: ${r.usesIndex ? 'yes' : 'NO'}`
      : `stay candidates' index use not checked below ${INDEX_CHECK_FROM.toLocaleString('en-US')} stays`,
  );
  console.log(
    `target p95 < ${r.target.p95Ms} ms: worst ${r.target.worstP95} ms -> ${r.target.pass ? 'PASS' : 'FAIL'}`,
  );
}
process.exit(results.every((r) => r.target.pass && (r.usesIndex || !checksIndex)) ? 0 : 1);
