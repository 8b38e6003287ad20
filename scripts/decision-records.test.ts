import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The decision records stay true (docs/decisions/README.md): each says whether it holds, since when and
// what it replaces, each has its row in the index, and every record the code cites exists.

const root = path.resolve(import.meta.dirname, '..');
const decisionsDir = path.join(root, 'docs/decisions');

const records = readdirSync(decisionsDir)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .sort();
const text = (name: string) => readFileSync(path.join(decisionsDir, name), 'utf8');

const DATE = String.raw`\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])`;
/** `Status: accepted, <first recorded>[; last revised <date>].` or `Status: superseded by X.md, <date>`. */
const STATUS = new RegExp(
  String.raw`^Status: (?:accepted, (${DATE})(?:; last revised (${DATE}))?\.|superseded by ([a-z0-9-]+\.md), ${DATE}\b)`,
);

/** The status paragraph: the `Status:` line within the first five and the lines up to the next blank one. */
function statusParagraph(name: string): string | undefined {
  const lines = text(name).split('\n');
  const at = lines.slice(0, 5).findIndex((line) => line.startsWith('Status:'));
  if (at < 0) return undefined;
  const end = lines.findIndex((line, i) => i > at && line.trim() === '');
  return lines.slice(at, end < 0 ? undefined : end).join(' ');
}

/** Every file of the source folders, as the linters see them: no dependencies, builds or test output. */
const skipDirs = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'coverage',
  'test-results',
  'playwright-report',
]);
const sourceExt = /\.(?:[cm]?[jt]sx?|sql|css|html|json|ya?ml|sh)$/;
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return skipDirs.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return entry.isFile() && sourceExt.test(entry.name) ? [full] : [];
  });
}

describe('decision records', () => {
  it('are there', () => {
    expect(records.length).toBeGreaterThan(10);
  });

  it.each(records)('%s opens with its status line: accepted or superseded, dated', (name) => {
    const paragraph = statusParagraph(name);
    expect(paragraph, `${name}: no "Status:" line in its first five lines`).toBeDefined();
    const match = STATUS.exec(paragraph!);
    expect(
      match,
      `${name}: "${paragraph!.slice(0, 80)}..." is not "Status: accepted, <date>[; last revised <date>]." ` +
        'nor "Status: superseded by X.md, <date>"',
    ).not.toBeNull();
    const [, first, revised, supersededBy] = match!;
    if (first && revised) expect(revised >= first, `${name}: revised before it was recorded`).toBe(true);
    if (supersededBy)
      expect(records, `${name} is superseded by a record that does not exist`).toContain(supersededBy);
    else
      expect(paragraph, `${name}: the status paragraph does not say "Replaces:"`).toMatch(/\bReplaces: \S/);
  });

  it.each(records)('%s has its row in the index (README.md)', (name) => {
    const rows = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('|'));
    expect(rows.some((line) => line.includes(`](${name})`))).toBe(true);
  });

  it('every record the code cites exists', () => {
    const cited = new Map<string, string>();
    for (const folder of ['apps', 'packages', 'e2e', 'bench', 'scripts']) {
      const dir = path.join(root, folder);
      if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
      for (const file of sourceFiles(dir))
        for (const [, name] of readFileSync(file, 'utf8').matchAll(/docs\/decisions\/([a-z0-9-]+\.md)/g))
          if (!cited.has(name!)) cited.set(name!, path.relative(root, file));
    }
    expect(cited.size).toBeGreaterThan(0);
    const missing = [...cited].filter(([name]) => !records.includes(name)).map(([n, f]) => `${n} (in ${f})`);
    expect(missing, 'cited records that do not exist').toEqual([]);
  });
});
