// Builds what is not built yet (or is older than its sources), so `npm start` works on a fresh clone.
// Usage: node scripts/ensure-built.mjs [--api]   (--api: only the API bundle)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiOnly = process.argv.includes('--api');

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const targets = [
  {
    name: 'web',
    // The site, then the server-side render bundle (built second, from the same sources).
    outputs: ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'],
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
      'package-lock.json',
    ],
  },
  {
    name: 'api',
    outputs: ['apps/api/dist/server.js'],
    sources: ['apps/api/src', 'apps/api/build.mjs', 'packages/shared/src', 'package-lock.json'],
  },
].filter((t) => !apiOnly || t.name === 'api');

for (const target of targets) {
  const built = Math.min(...target.outputs.map(newestMtime));
  const changed = Math.max(...target.sources.map(newestMtime));
  if (built && built >= changed) continue;
  console.log(
    built ? `Sources of ${target.name} changed: rebuilding...` : `Building ${target.name} (first start)...`,
  );
  const started = Date.now();
  execFileSync('npm', ['run', 'build', '-w', `@restora/${target.name}`, '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`Built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
