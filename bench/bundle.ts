// npm run bench:bundle : the initial JavaScript of every route, gzipped: the entry with its static imports
// (what index.html loads and modulepreloads) plus the route's lazy chunk with its own static imports.
// Builds the site once more into a temporary folder with a Vite manifest; the product's build is untouched.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { markdownTable, root, round } from './lib';

const BUDGET_KB = 150;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-bundle-'));
try {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--manifest',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: path.join(root, 'apps/web'), stdio: 'ignore' },
  );
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipSize = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipSize.has(file))
      gzipSize.set(file, zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length);
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
    .sort()
    .map((k) => {
      const initial = closure(k, new Set(entry));
      return { route: path.basename(k, '.tsx'), routeChunkKb: kb(closure(k)), initialKb: kb(initial) };
    });
  const worst = Math.max(...routes.map((r) => r.initialKb));
  const result = {
    budgetKb: BUDGET_KB,
    entryKb: kb(entry),
    routes,
    worstKb: worst,
    pass: worst <= BUDGET_KB,
  };
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/bundle.json'), JSON.stringify(result, null, 2));

  console.log(
    `\n### Initial JavaScript per route (gzip -9, KB; entry and its imports ${result.entryKb} KB)\n`,
  );
  console.log(
    markdownTable(
      ['route module', 'route chunks', 'initial total'],
      routes.map((r) => [r.route, r.routeChunkKb, r.initialKb]),
    ),
  );
  console.log(`budget ${BUDGET_KB} KB per route: worst ${worst} KB -> ${result.pass ? 'PASS' : 'FAIL'}`);
  process.exitCode = result.pass ? 0 : 1;
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
