// @ts-check
// The pure part of `npm run audit:deps` (scripts/audit-deps.mjs): which packages to list, which version
// each resolves to in package-lock.json, how far behind the registry it is, and the table. No I/O here,
// so scripts/audit-deps.test.ts can check it on made-up manifests and lockfiles.

/**
 * Packages not declared by our workspaces that we still watch: they handle sessions, tokens and
 * requests (better-auth's internals, the JWT library, the HTTP server adapter).
 */
export const TRANSITIVE_WATCHED = [
  'better-call',
  '@better-auth/core',
  '@better-auth/utils',
  '@better-auth/drizzle-adapter',
  'jose',
  '@hono/node-server',
];

/** Security-relevant: `--strict` fails when one of these has a newer patch release in its line. */
export const SECURITY_RELEVANT = new Set([
  'better-auth',
  '@better-auth/drizzle-adapter',
  ...TRANSITIVE_WATCHED,
]);

/** @typedef {{ major: number; minor: number; patch: number; pre: string[] }} Version */
/** @typedef {'current' | 'patch' | 'minor' | 'major' | 'ahead' | 'unknown'} Behind */
/**
 * @typedef {{
 *   name: string;
 *   workspaces: string[];
 *   declared: string[];
 *   resolved: string[];
 *   security: boolean;
 * }} Dependency
 */
/** @typedef {{ latest: string; versions: string[] } | null} RegistryInfo */
/**
 * @typedef {Dependency & {
 *   latest: string | null;
 *   newestInLine: string | null;
 *   behind: Behind;
 *   patchInLine: boolean;
 * }} Row
 */

/**
 * @param {string} text
 * @returns {Version | null}
 */
export function parseVersion(text) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  if (!m) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), pre: m[4] ? m[4].split('.') : [] };
}

/**
 * Semver precedence: negative when a < b. A prerelease sorts before its release.
 * @param {Version} a
 * @param {Version} b
 */
export function compareParsed(a, b) {
  if (a.major !== b.major) return a.major - b.major;
  if (a.minor !== b.minor) return a.minor - b.minor;
  if (a.patch !== b.patch) return a.patch - b.patch;
  if (!a.pre.length || !b.pre.length) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i++) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const xn = /^\d+$/.test(x);
    const yn = /^\d+$/.test(y);
    if (xn && yn) return Number(x) - Number(y);
    if (xn !== yn) return xn ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * @param {string} a
 * @param {string} b
 */
export function compareVersions(a, b) {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) throw new Error(`not a version: ${pa ? b : a}`);
  return compareParsed(pa, pb);
}

/**
 * How far `resolved` is behind `latest`, by the first part that differs.
 * @param {string | null | undefined} resolved
 * @param {string | null | undefined} latest
 * @returns {Behind}
 */
export function classify(resolved, latest) {
  const r = resolved ? parseVersion(resolved) : null;
  const l = latest ? parseVersion(latest) : null;
  if (!r || !l) return 'unknown';
  const order = compareParsed(r, l);
  if (order === 0) return 'current';
  if (order > 0) return 'ahead';
  if (r.major !== l.major) return 'major';
  if (r.minor !== l.minor) return 'minor';
  return 'patch';
}

/**
 * The newest release (no prerelease) with the same major.minor as `resolved`: where its fixes land.
 * @param {string} resolved
 * @param {string[]} versions
 * @returns {string | null}
 */
export function newestInLine(resolved, versions) {
  const r = parseVersion(resolved);
  if (!r) return null;
  /** @type {{ text: string; v: Version } | null} */
  let best = null;
  for (const text of versions) {
    const v = parseVersion(text);
    if (!v || v.pre.length || v.major !== r.major || v.minor !== r.minor) continue;
    if (!best || compareParsed(v, best.v) > 0) best = { text, v };
  }
  return best ? best.text : null;
}

/**
 * The oldest of several resolved copies (the one that decides how far behind we are).
 * @param {string[]} versions
 * @returns {string | null}
 */
export function oldest(versions) {
  const valid = versions.filter((v) => parseVersion(v));
  if (!valid.length) return null;
  return valid.reduce((a, b) => (compareVersions(a, b) <= 0 ? a : b));
}

/** @param {string[]} list */
const unique = (list) => [...new Set(list)];

/**
 * @typedef {{ dir: string; manifest: { name?: string; dependencies?: Record<string, string> } }} Workspace
 * @typedef {{ packages?: Record<string, {
 *   name?: string; version?: string; link?: boolean;
 *   dependencies?: Record<string, string>; peerDependencies?: Record<string, string>;
 *   optionalDependencies?: Record<string, string>;
 * }> }} Lockfile
 */

/**
 * Every production dependency of the workspaces (workspace packages themselves left out), then the
 * watched transitive ones, with declared ranges and the versions package-lock.json resolves them to.
 * @param {Workspace[]} workspaces
 * @param {Lockfile} lock
 * @param {string[]} [transitive]
 * @returns {Dependency[]}
 */
export function collectDependencies(workspaces, lock, transitive = TRANSITIVE_WATCHED) {
  const entries = lock.packages ?? {};
  const own = new Set(workspaces.map((w) => w.manifest.name).filter(Boolean));
  /** @type {Map<string, Dependency>} */
  const byName = new Map();

  // Node's lookup from a workspace folder: its own node_modules first, then the root's.
  /** @param {string} dir @param {string} name */
  const resolveFrom = (dir, name) => {
    for (const key of [`${dir}/node_modules/${name}`, `node_modules/${name}`]) {
      const entry = entries[key];
      if (entry?.version && !entry.link) return entry.version;
    }
    return null;
  };

  for (const { dir, manifest } of workspaces) {
    for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
      if (own.has(name)) continue;
      const dep = byName.get(name) ?? {
        name,
        workspaces: [],
        declared: [],
        resolved: [],
        security: SECURITY_RELEVANT.has(name),
      };
      dep.workspaces.push(dir);
      dep.declared = unique([...dep.declared, range]);
      const version = resolveFrom(dir, name);
      if (version) dep.resolved = unique([...dep.resolved, version]);
      byName.set(name, dep);
    }
  }

  for (const name of transitive) {
    if (byName.has(name)) continue;
    const suffix = `node_modules/${name}`;
    const copies = Object.entries(entries)
      .filter(
        ([key, entry]) => (key === suffix || key.endsWith(`/${suffix}`)) && entry.version && !entry.link,
      )
      .map(([, entry]) => /** @type {string} */ (entry.version));
    const ranges = Object.values(entries).flatMap((entry) =>
      [entry.dependencies, entry.optionalDependencies, entry.peerDependencies]
        .map((deps) => deps?.[name])
        .filter((range) => typeof range === 'string'),
    );
    byName.set(name, {
      name,
      workspaces: [],
      declared: unique(ranges),
      resolved: unique(copies).sort(compareVersions),
      security: SECURITY_RELEVANT.has(name),
    });
  }
  return [...byName.values()];
}

/**
 * @param {Dependency} dep
 * @param {RegistryInfo} info what the registry said, or null when it could not be asked
 * @returns {Row}
 */
export function toRow(dep, info) {
  const base = oldest(dep.resolved);
  const latest = info?.latest ?? null;
  const inLine = info && base ? newestInLine(base, [...info.versions, info.latest]) : null;
  return {
    ...dep,
    latest,
    newestInLine: inLine,
    behind: classify(base, latest),
    patchInLine: Boolean(base && inLine && compareVersions(inLine, base) > 0),
  };
}

/**
 * Registry answers of `npm view <name> version versions --json`.
 * @param {unknown} json
 * @returns {RegistryInfo}
 */
export function parseRegistryAnswer(json) {
  if (!json || typeof json !== 'object') return null;
  const { version, versions } = /** @type {{ version?: unknown; versions?: unknown }} */ (json);
  if (typeof version !== 'string' || !parseVersion(version)) return null;
  const list = Array.isArray(versions) ? versions.filter((v) => typeof v === 'string') : [];
  if (typeof versions === 'string') list.push(versions);
  return { latest: version, versions: list };
}

/** @type {Record<Behind, string>} */
const BEHIND_TEXT = {
  current: 'up to date',
  patch: 'behind: patch',
  minor: 'behind: minor',
  major: 'behind: major',
  ahead: 'ahead of latest',
  unknown: 'unknown',
};

/**
 * @param {Row} row
 */
export function statusText(row) {
  let text = BEHIND_TEXT[row.behind];
  // A newer release in our own major.minor line is the update that should cost nothing.
  if (row.patchInLine && row.behind !== 'patch') text += `; patch ${row.newestInLine} in line`;
  if (row.resolved.length > 1) text += `; ${row.resolved.length} copies`;
  return text;
}

/**
 * Rows that make `--strict` fail: security-relevant packages with a newer patch in their line.
 * @param {Row[]} rows
 */
export function strictFailures(rows) {
  return rows.filter((row) => row.security && row.patchInLine);
}

/**
 * Columns padded to their widest cell, a rule under the header.
 * @param {string[]} headers
 * @param {string[][]} rows
 */
export function formatTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  /** @param {string[]} cells */
  const line = (cells) =>
    widths
      .map((w, i) => (cells[i] ?? '').padEnd(w))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export const HEADERS = [
  'Package',
  'Sec',
  'Used by',
  'Declared',
  'Resolved',
  'Newest in line',
  'Latest',
  'Status',
];

/**
 * @param {Row[]} rows
 */
export function renderReport(rows) {
  const sorted = [...rows].sort(
    (a, b) => Number(b.security) - Number(a.security) || a.name.localeCompare(b.name),
  );
  const table = formatTable(
    HEADERS,
    sorted.map((row) => [
      row.name,
      row.security ? 'yes' : '',
      row.workspaces.length ? row.workspaces.map((w) => w.split('/').pop()).join(', ') : '(transitive)',
      row.declared.join(' | ') || '-',
      row.resolved.join(' + ') || 'not installed',
      row.newestInLine ?? (row.latest ? '-' : 'unknown'),
      row.latest ?? 'unknown',
      statusText(row),
    ]),
  );
  /** @type {Record<string, number>} */
  const counts = { patch: 0, minor: 0, major: 0, unknown: 0 };
  for (const row of rows) if (row.behind in counts) counts[row.behind] = (counts[row.behind] ?? 0) + 1;
  const failing = strictFailures(rows);
  const summary = [
    `${rows.length} packages: ${counts.patch} behind on patch, ${counts.minor} on minor, ${counts.major} on major, ${counts.unknown} unknown.`,
    failing.length
      ? `Security-relevant with a newer patch in their line: ${failing.map((r) => `${r.name} ${oldest(r.resolved)} -> ${r.newestInLine}`).join(', ')}.`
      : 'Security-relevant packages: none has a newer patch in its line.',
  ];
  return `${table}\n\n${summary.join('\n')}`;
}
