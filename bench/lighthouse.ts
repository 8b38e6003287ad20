// npm run bench:lighthouse [-- --runs 3] : Lighthouse 13 (mobile preset, simulated throttling) on six pages
// of the built site, served as `npm start` serves it on a fresh data folder with the sample content.
// Each page runs N times in a fresh headless Chromium; the median run by performance score counts
// (Lighthouse's advice for noisy machines). Writes bench/results/lighthouse.json and the full report of
// each median run to bench/results/lighthouse/<page>.json. Exit code 1 when a page misses a target.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result as LhResult } from 'lighthouse';
import { root, round, startServer } from './lib';
import { chromiumArgs } from '../e2e/support/chromium';
import {
  CATEGORIES,
  TARGETS,
  markdownSummary,
  missedTargets,
  summarize,
  type PageSummary,
} from './lighthouse-report';

export { TARGETS } from './lighthouse-report';

export type LighthouseBenchOptions = {
  /** Runs per page; the median by performance score counts. Default 3. */
  runs?: number;
  /** An already running server (with the sample content) instead of a fresh one. */
  baseUrl?: string;
  /** Default: CHROME_PATH, else /usr/bin/chromium. */
  chromePath?: string;
  /** Only these pages (by name: home, find-stays, property, marketplace, product, knowledge). */
  pages?: string[];
  /** Progress lines; default: stderr. */
  log?: (line: string) => void;
};

export type LighthousePageResult = PageSummary & {
  name: string;
  path: string;
  /** Performance score of every run, in run order. */
  runScores: number[];
  /** Targets missed by the median run; empty when it passes. */
  missed: string[];
  pass: boolean;
  /** Full report of the median run, relative to the repository root. */
  report: string;
};

export type LighthouseBenchResult = {
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's CPU benchmark of the median run of the last page (higher is faster). */
  benchmarkIndex: number;
  /** 1-minute load average before and after, with the core count: other work on the machine skews scores. */
  load: { before: number; after: number; cores: number };
  runs: number;
  targets: typeof TARGETS;
  pages: LighthousePageResult[];
  pass: boolean;
  /** The Markdown table and the audits below 100, as printed. */
  markdown: string;
};

// The system Chromium's flags for a machine with no internet, shared with the browser tests.
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];
const resultsDir = path.join(root, 'bench/results');
const reportsDir = path.join(resultsDir, 'lighthouse');
const webDist = path.join(root, 'apps/web/dist');

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status} from ${url}`);
  return (await res.json()) as T;
}

/** A real stay room and product of the sample content, for the detail pages. */
async function pagePaths(baseUrl: string) {
  type Page = { items: { id: number }[] };
  const stay = (await getJson<Page>(`${baseUrl}/api/stays?pageSize=1`)).items[0];
  const product = (await getJson<Page>(`${baseUrl}/api/products`)).items[0];
  if (!stay || !product) throw new Error('No stays or products: is the sample content loaded (SEED=auto)?');
  return [
    { name: 'home', path: '/' },
    { name: 'find-stays', path: '/find-stays' },
    { name: 'property', path: `/property/${stay.id}` },
    { name: 'marketplace', path: '/marketplace' },
    { name: 'product', path: `/product/${product.id}` },
    { name: 'knowledge', path: '/knowledge' },
  ];
}

/**
 * The server compresses each static file on its first request and keeps it: ask for every file once,
 * as a visitor before us would have, so that no run pays for brotli level 11.
 */
async function warmUp(baseUrl: string, paths: string[]) {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else files.push(`/${path.relative(webDist, path.join(dir, e.name)).split(path.sep).join('/')}`);
    }
  };
  if (fs.existsSync(webDist)) walk(webDist);
  for (const encoding of ['br', 'gzip']) {
    for (const p of [...paths, ...files]) {
      await (await fetch(`${baseUrl}${p}`, { headers: { 'accept-encoding': encoding } })).arrayBuffer();
    }
  }
}

/** One Lighthouse run in a fresh Chromium with a fresh profile; a failed run (e.g. NO_NAVSTART) is retried. */
async function lighthouseOnce(url: string, chromePath: string, log: (line: string) => void, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseAttempt(url, chromePath);
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`retrying after: ${(error as Error).message}`);
    }
  }
}

async function lighthouseAttempt(url: string, chromePath: string) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-lh-chrome-'));
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { lhr, report: typeof result.report === 'string' ? result.report : JSON.stringify(lhr) };
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** The middle run by performance score (ties: by LCP). */
function medianRun<T extends { lhr: LhResult }>(runs: T[]): T {
  const perf = (r: T) => r.lhr.categories.performance?.score ?? 0;
  const lcp = (r: T) => r.lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;
  const sorted = [...runs].sort((a, b) => perf(a) - perf(b) || lcp(b) - lcp(a));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export async function runLighthouseBench(
  options: LighthouseBenchOptions = {},
): Promise<LighthouseBenchResult> {
  const runs = Math.max(1, Math.floor(options.runs ?? 3));
  const chromePath = options.chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  if (!fs.existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH)`);

  let dataDir: string | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    let baseUrl = options.baseUrl?.replace(/\/$/, '');
    if (!baseUrl) {
      if (!fs.existsSync(path.join(webDist, 'index.html')))
        throw new Error('apps/web/dist is missing: npm run build');
      fs.mkdirSync(resultsDir, { recursive: true });
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-lh-data-'));
      server = await startServer({ DATA_DIR: dataDir, SEED: 'auto', DATABASE_URL: '' });
      baseUrl = server.url;
    }
    let pages = await pagePaths(baseUrl);
    if (options.pages?.length) pages = pages.filter((p) => options.pages!.includes(p.name));
    await warmUp(
      baseUrl,
      pages.map((p) => p.path),
    );
    if (pages[0]) {
      // One discarded run, so that Chromium's files and the server's caches are warm for every counted run.
      await lighthouseOnce(`${baseUrl}${pages[0].path}`, chromePath, log);
      log('warm-up run done');
    }
    fs.mkdirSync(reportsDir, { recursive: true });

    const results: LighthousePageResult[] = [];
    const loadBefore = os.loadavg()[0]!;
    let meta = { lighthouseVersion: '', userAgent: '', benchmarkIndex: 0 };
    for (const page of pages) {
      const done: Awaited<ReturnType<typeof lighthouseOnce>>[] = [];
      for (let i = 0; i < runs; i++) {
        const started = Date.now();
        const run = await lighthouseOnce(`${baseUrl}${page.path}`, chromePath, log);
        done.push(run);
        const s = run.lhr.categories;
        log(
          `${page.name} run ${i + 1}/${runs}: ${CATEGORIES.map((c) => Math.round((s[c]?.score ?? 0) * 100)).join('/')}` +
            ` LCP ${Math.round(run.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)} ms` +
            ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
      const median = medianRun(done);
      const reportFile = path.join(reportsDir, `${page.name}.json`);
      fs.writeFileSync(reportFile, median.report);
      const summary = summarize(median.lhr);
      const missed = missedTargets(summary);
      results.push({
        name: page.name,
        path: page.path,
        ...summary,
        runScores: done.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100)),
        missed,
        pass: missed.length === 0,
        report: path.relative(root, reportFile),
      });
      meta = {
        lighthouseVersion: median.lhr.lighthouseVersion,
        userAgent: median.lhr.environment.hostUserAgent,
        benchmarkIndex: median.lhr.environment.benchmarkIndex,
      };
    }
    const result: LighthouseBenchResult = {
      ...meta,
      load: { before: round(loadBefore, 2), after: round(os.loadavg()[0]!, 2), cores: os.cpus().length },
      runs,
      targets: TARGETS,
      pages: results,
      pass: results.every((p) => p.pass),
      markdown: markdownSummary(results, runs),
    };
    fs.writeFileSync(path.join(resultsDir, 'lighthouse.json'), JSON.stringify(result, null, 2));
    return result;
  } finally {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, pages: { type: 'string' }, url: { type: 'string' } },
  });
  const result = await runLighthouseBench({
    runs: Number(values.runs),
    ...(values.pages ? { pages: values.pages.split(',') } : {}),
    ...(values.url ? { baseUrl: values.url } : {}),
  });
  console.log(`\n### Lighthouse ${result.lighthouseVersion}, mobile preset, median of ${result.runs} runs\n`);
  console.log(result.markdown);
  const { before, after, cores } = result.load;
  console.log(
    `\nload average ${before} before, ${after} after, on ${cores} cores; benchmarkIndex ${result.benchmarkIndex}`,
  );
  console.log(
    `\n${result.pass ? 'PASS' : 'FAIL'}: all targets on all pages (details in bench/results/lighthouse.json)`,
  );
  process.exitCode = result.pass ? 0 : 1;
}
