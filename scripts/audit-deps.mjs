// npm run audit:deps [-- --strict]: our production dependencies (and the security-relevant transitive
// ones) with their declared range, the version package-lock.json resolves, and the registry's newest.
// The registry here cannot answer `npm audit`, so this is how we see that a security release is out.
// Informational: exits 0, unless --strict is given and a security-relevant package has a newer patch
// release in its own major.minor line. Without the registry, versions read "unknown" and it exits 0.
// One `npm view <name> version versions --json` per package (latest, and the versions to find the
// newest in our line), a few at a time.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  collectDependencies,
  parseRegistryAnswer,
  renderReport,
  strictFailures,
  toRow,
  TRANSITIVE_WATCHED,
} from './audit-deps-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const strict = process.argv.includes('--strict');
const CONCURRENCY = 4;

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** Versions from node_modules, for a tree without package-lock.json. */
function lockFromNodeModules(workspaceDirs, names) {
  const packages = {};
  for (const base of ['', ...workspaceDirs.map((d) => `${d}/`)]) {
    for (const name of names) {
      const key = `${base}node_modules/${name}`;
      try {
        packages[key] = { version: readJson(`${key}/package.json`).version };
      } catch {
        // not installed there
      }
    }
  }
  return { packages };
}

let registryDown = false;

/** @returns {Promise<import('./audit-deps-lib.mjs').RegistryInfo>} */
function askRegistry(name) {
  if (registryDown) return Promise.resolve(null);
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['view', name, 'version', 'versions', '--json', '--fetch-retries=0', '--fetch-timeout=15000'],
      { cwd: root, timeout: 30_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        let json = null;
        try {
          json = JSON.parse(stdout);
        } catch {
          // no answer (killed by the timeout, or npm printed nothing)
        }
        if (error) {
          const code = json?.error?.code;
          // Anything but "no such package" means the registry is not answering: ask no more.
          if (code !== 'E404') registryDown = true;
          resolve(null);
          return;
        }
        resolve(parseRegistryAnswer(json));
      },
    );
  });
}

/** @template T, R @param {T[]} items @param {(item: T) => Promise<R>} work */
async function mapLimited(items, work) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return out;
}

const rootManifest = readJson('package.json');
const workspaceDirs = rootManifest.workspaces ?? [];
const workspaces = workspaceDirs.map((dir) => ({ dir, manifest: readJson(`${dir}/package.json`) }));
let lock;
try {
  lock = readJson('package-lock.json');
} catch {
  const names = workspaces.flatMap((w) => Object.keys(w.manifest.dependencies ?? {}));
  lock = lockFromNodeModules(workspaceDirs, [...names, ...TRANSITIVE_WATCHED]);
}

const deps = collectDependencies(workspaces, lock);
const infos = await mapLimited(deps, (dep) => askRegistry(dep.name));
const rows = deps.map((dep, i) => toRow(dep, infos[i]));

console.log(renderReport(rows));
if (registryDown) console.log('The registry could not be reached: newest versions are unknown.');

const failing = strictFailures(rows);
if (strict && failing.length) {
  console.error(`--strict: ${failing.length} security-relevant package(s) behind on patch.`);
  process.exit(1);
}
