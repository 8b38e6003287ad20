// npm run bench : every benchmark, one after another (they would skew each other in parallel), then one
// report: bench/results/latest.json and a Markdown table of each figure with its target and PASS/FAIL.
// Set DATABASE_URL to a PostgreSQL server to measure on PostgreSQL too (issue 22's search and load rows).
// Exit code 1 when any benchmark fails or misses a target.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BundleResult } from './bundle';
import type { CalendarBenchResult } from './calendar';
import type { InteractiveResult } from './interactive';
import type { LighthouseBenchResult } from './lighthouse';
import type { LoadBenchResult } from './load';
import type { MailBenchResult } from './mail';
import type { LiveBenchResult } from './conversations-live';
import { markdownTable, root } from './lib';

type Row = { benchmark: string; figure: string; measured: string; target: string; pass: boolean };
type EngineTargets = { engine: string; target: { p95Ms: number; worstP95: number; pass: boolean } };

const results = path.join(root, 'bench/results');
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(results, file), 'utf8')) as T;

/** Each benchmark: its npm script, and the rows its result file gives. */
const benches: { script: string; rows: () => Row[] }[] = [
  ...(['search', 'shop', 'quiz', 'admin', 'retreats', 'conversations'] as const).map((name) => ({
    script: `bench:${name}`,
    rows: () =>
      read<{ results: EngineTargets[] }>(`${name}.json`).results.map((r) => ({
        benchmark: name,
        figure: `worst p95 of the query mix, ${r.engine} (ms)`,
        measured: String(r.target.worstP95),
        target: `< ${r.target.p95Ms}`,
        pass: r.target.pass,
      })),
  })),
  {
    script: 'bench:conversations-live',
    rows: () => {
      const r = read<LiveBenchResult>('conversations-live.json');
      if (!r.sendToEvent) return [];
      return [
        {
          benchmark: 'conversations-live',
          figure: 'a message to an open page of the other process, PostgreSQL, p50 / p95 / max ms',
          measured: `${r.sendToEvent.p50} / ${r.sendToEvent.p95} / ${r.sendToEvent.max}`,
          target: `max <= ${r.target.maxMs}`,
          pass: r.target.pass,
        },
      ];
    },
  },
  {
    script: 'bench:mail',
    rows: () => {
      const r = read<MailBenchResult>('mail.json');
      return [
        ...r.throughput.map((t) => ({
          benchmark: 'mail',
          figure: `sender throughput over SMTP, ${t.engine} (messages/s)`,
          measured: String(t.perSecond),
          target: `>= ${r.targets.perSecond}`,
          pass: t.perSecond >= r.targets.perSecond,
        })),
        ...r.delay.map((d, i) => {
          const target = i === 0 ? r.targets.wokenP95Ms : r.targets.polledP95Ms;
          return {
            benchmark: 'mail',
            figure: `commit to delivery, ${d.path}, p50 / p95 ms`,
            measured: `${d.p50} / ${d.p95}`,
            target: `p95 <= ${target}`,
            pass: d.p95 <= target,
          };
        }),
      ];
    },
  },
  {
    script: 'bench:bundle',
    rows: () => {
      const r = read<BundleResult>('bundle.json');
      const worst = r.routes.find((route) => route.initialKb === r.worstKb)!;
      return [
        {
          benchmark: 'bundle',
          figure: `initial JS, largest of ${r.routes.length} routes (${worst.route}), gzip KB`,
          measured: String(r.worstKb),
          target: `<= ${r.budgetKb}`,
          pass: r.pass,
        },
      ];
    },
  },
  {
    script: 'bench:interactive',
    rows: () => {
      const r = read<InteractiveResult>('interactive.json');
      return r.pages.map((p) => ({
        benchmark: 'interactive',
        figure: `${p.path}: first paint -> first tap answered, phone, ${r.cpuSlowdown}x CPU, p75 ms (lost taps)`,
        measured: `${p.p75} (${p.lost} lost)`,
        target: `<= ${r.targetP75Ms}, none lost`,
        pass: p.pass,
      }));
    },
  },
  {
    script: 'bench:lighthouse',
    rows: () => {
      const r = read<LighthouseBenchResult>('lighthouse.json');
      return r.pages.map((p) => ({
        benchmark: 'lighthouse',
        figure: `${p.path}: perf/a11y/bp/seo, LCP ms, CLS`,
        measured: `${p.scores.performance}/${p.scores.accessibility}/${p.scores['best-practices']}/${p.scores.seo}, ${Math.round(p.lcpMs)}, ${p.cls.toFixed(3)}`,
        target: `>=${r.targets.performance}/${r.targets.accessibility}/${r.targets['best-practices']}/${r.targets.seo}, <${r.targets.lcpMs}, <${r.targets.cls}`,
        pass: p.pass,
      }));
    },
  },
  {
    script: 'bench:calendar',
    rows: () => {
      const r = read<CalendarBenchResult>('calendar.json');
      return r.results.flatMap((e) => [
        {
          benchmark: 'calendar',
          figure: `${e.engine}: iCal exports of ${r.rooms} rooms, ${r.connections} connections ${r.seconds} s, req/s, p99 ms, errors`,
          measured: `${e.perSecond}, ${e.p99}, ${e.errors}`,
          target: `p99 < ${e.target.p99Ms}, errors 0`,
          pass: e.target.pass,
        },
        {
          benchmark: 'calendar',
          figure: `${e.engine}: sync of ${e.sync.feeds} feeds of ${e.sync.eventsEach} events, first / unchanged (s)`,
          measured: `${e.sync.firstSeconds} / ${e.sync.unchangedSeconds}`,
          target: '(reported)',
          pass: true,
        },
      ]);
    },
  },
  {
    script: 'bench:load',
    rows: () => {
      const r = read<LoadBenchResult>('load.json');
      return r.results.map((e) => ({
        benchmark: 'load',
        figure: `${e.engine}, ${e.processes ?? 1} process(es): ${r.connections} connections ${r.seconds} s, req/s, p99 ms, errors`,
        measured: `${e.requestsPerSecond}, ${e.p99}, ${e.errors.total}`,
        target: `p99 < ${e.target.p99Ms}, errors 0`,
        pass: e.target.pass,
      }));
    },
  },
];

const rows: Row[] = [];
const runs: { script: string; exitCode: number; seconds: number }[] = [];
for (const bench of benches) {
  const started = Date.now();
  console.log(`\n=== npm run ${bench.script}`);
  const { status } = spawnSync('npm', ['run', '--silent', bench.script], { cwd: root, stdio: 'inherit' });
  const exitCode = status ?? 1;
  runs.push({ script: bench.script, exitCode, seconds: Math.round((Date.now() - started) / 1000) });
  try {
    rows.push(...bench.rows());
  } catch (error) {
    rows.push({
      benchmark: bench.script,
      figure: 'result file',
      measured: `unreadable: ${(error as Error).message}`,
      target: 'written',
      pass: false,
    });
  }
}

const pass = rows.every((r) => r.pass) && runs.every((r) => r.exitCode === 0);
const report = {
  at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  postgres: Boolean(process.env.DATABASE_URL),
  runs,
  rows,
  pass,
};
fs.writeFileSync(path.join(results, 'latest.json'), JSON.stringify(report, null, 2));

console.log('\n## npm run bench\n');
console.log(
  markdownTable(
    ['benchmark', 'figure', 'measured', 'target', 'result'],
    rows.map((r) => [r.benchmark, r.figure, r.measured, r.target, r.pass ? 'PASS' : 'FAIL']),
  ),
);
console.log(
  `\n${runs.map((r) => `${r.script} ${r.seconds} s${r.exitCode ? ` (exit ${r.exitCode})` : ''}`).join(', ')}`,
);
console.log(`${pass ? 'PASS' : 'FAIL'}: bench/results/latest.json`);
process.exitCode = pass ? 0 : 1;
