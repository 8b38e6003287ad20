import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically: what the browser must load before it runs. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/**
 * The built files a route module needs beyond the entry's (which the shell already loads), by the
 * module's name in apps/web/src/app/routes, from Vite's manifest. Unknown names give nothing; a build
 * without a manifest gives nothing, and the browser then finds the route's code as before (after the
 * entry has run).
 */
export function routeModuleFiles(distDir: string): (names: string[]) => string[] {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const entry = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const cache = new Map<string, string[]>();
  const filesOf = (name: string) => {
    let files = cache.get(name);
    if (!files) {
      const key = `src/app/routes/${name}.tsx`;
      files = [...staticClosure(manifest, key, new Set(entry))]
        .filter((k) => !entry.has(k))
        .map((k) => `/${manifest[k]!.file}`);
      cache.set(name, files);
    }
    return files;
  };
  return (names) => [...new Set(names.flatMap(filesOf))];
}
