// npm test: every layer (unit, API integration, browser end-to-end), then one closing line with the totals.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

// Node 20 lacks Map.groupBy, which vitest's reporter uses.
const env = {
  ...process.env,
  NODE_OPTIONS: `--import ${path.join(root, 'scripts/polyfills.mjs')} ${process.env.NODE_OPTIONS ?? ''}`,
};
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

const started = Date.now();
const statuses = [];
statuses.push(
  run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, 'vitest.json')}`,
  ]),
);
statuses.push(run('node', ['scripts/ensure-built.mjs']));
// Every route's initial JavaScript within its budget (npm run bench:bundle builds afresh to measure).
const bundle = run('node', ['--import', 'tsx', 'bench/bundle.ts', '--dist', 'apps/web/dist']);
statuses.push(bundle);
statuses.push(run('npx', ['playwright', 'test']));
// No secret (AUTH_SECRET, e2e passwords, hashes, card numbers, session tokens) in the e2e server's log.
const scan = run('node', ['--import', 'tsx', 'scripts/scan-logs.ts']);
statuses.push(scan);

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'));
  } catch {
    return undefined;
  }
};
const unit = readJson('vitest.json');
const e2e = readJson('playwright.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
const ok = statuses.every((s) => s === 0) && unit && e2e && failed === 0 && passed > 0;

console.log(
  `\nvitest: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : 'no report'}`,
);
console.log(
  `playwright: ${e2e ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed` : 'no report'}`,
);
console.log(`bundle budget, every route: ${bundle === 0 ? 'within' : 'OVER'} 150 KB`);
console.log(`log scan, e2e server log: ${scan === 0 ? 'no secret' : 'FAILED'}`);
// The names of what failed, last, so that a log cut to its tail still says what broke.
const failures = [
  ...(unit?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `${path.relative(root, file.name)} › ${t.fullName}`),
  ),
  ...(e2e?.suites ?? []).flatMap(function failedSpecs(suite) {
    const own = (suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${suite.file} › ${spec.title}`);
    return [...own, ...(suite.suites ?? []).flatMap(failedSpecs)];
  }),
];
for (const name of failures) console.log(`failed: ${name}`);
console.log(`wall time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
