// npm run bench:bundle : the initial JavaScript of every route, gzipped: the entry with its static imports
// (what index.html loads) plus the route's lazy chunk with its own static imports, against the budget.
// By default it builds the site once more into a temporary folder (the product's build is untouched);
// `--dist apps/web/dist` checks an existing build instead (npm test does); `--routes home,auth` only those.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { markdownTable, root, round } from './lib';

export const BUNDLE_BUDGET_KB = 150;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;
export type RouteSize = { route: string; routeChunkKb: number; initialKb: number; pass: boolean };
export type BundleResult = {
  budgetKb: number;
  entryKb: number;
  routes: RouteSize[];
  worstKb: number;
  pass: boolean;
};

/** Per-route initial JavaScript of a Vite build that has .vite/manifest.json. */
export function measureBuild(dist: string, only?: string[]): BundleResult {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipSize = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipSize.has(file))
      gzipSize.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzipSize.get(file)!;
  };
  /** A chunk and everything it imports statically: what the browser must load before it runs. */
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const kb = (keys: Set<string>) =>
    round([...keys].reduce((sum, k) => sum + sizeOf(manifest[k]!.file), 0) / 1024);

  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entry = closure(entryKey);
  const routes = Object.keys(manifest)
    .filter((k) => k.startsWith('src/app/routes/'))
    .map((k) => ({ key: k, route: path.basename(k, '.tsx') }))
    .filter(({ route }) => !only || only.includes(route))
    .sort((a, b) => a.route.localeCompare(b.route))
    .map(({ key, route }) => {
      const initialKb = kb(closure(key, new Set(entry)));
      return { route, routeChunkKb: kb(closure(key)), initialKb, pass: initialKb <= BUNDLE_BUDGET_KB };
    });
  if (only && routes.length !== only.length)
    throw new Error(`no route module for one of: ${only.join(', ')}`);
  const worstKb = Math.max(...routes.map((r) => r.initialKb));
  return {
    budgetKb: BUNDLE_BUDGET_KB,
    entryKb: kb(entry),
    routes,
    worstKb,
    pass: worstKb <= BUNDLE_BUDGET_KB,
  };
}

/** Builds the site into a temporary folder and measures every route. */
export function runBundleBench(): BundleResult {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-bundle-'));
  try {
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
      { cwd: path.join(root, 'apps/web'), stdio: 'ignore' },
    );
    return measureBuild(outDir);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

export function printBundle(result: BundleResult) {
  console.log(
    `\n### Initial JavaScript per route (gzip -9, KB; entry and its imports ${result.entryKb} KB)\n`,
  );
  console.log(
    markdownTable(
      ['route module', 'route chunks', 'initial total', `<= ${result.budgetKb}`],
      result.routes.map((r) => [r.route, r.routeChunkKb, r.initialKb, r.pass ? 'PASS' : 'FAIL']),
    ),
  );
  console.log(
    `budget ${result.budgetKb} KB per route: worst ${result.worstKb} KB -> ${result.pass ? 'PASS' : 'FAIL'}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, routes: { type: 'string' } } });
  const result = values.dist
    ? measureBuild(path.resolve(values.dist), values.routes?.split(','))
    : runBundleBench();
  if (!values.dist) {
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results/bundle.json'), JSON.stringify(result, null, 2));
  }
  printBundle(result);
  process.exitCode = result.pass ? 0 : 1;
}
