import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The walls between the API's service folders (docs/ARCHITECTURE.md, "Walls between the service folders"):
// the folder graph, read from the imports of every service file but the tests, has no cycle; and lint
// (eslint.config.js, import-x/no-restricted-paths) refuses a platform folder importing a feature and a
// feature importing a file of another feature instead of its index.ts. The lint probes are the text of
// existing files (not written to disk), as in lint-boundaries.test.ts.
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const services = path.join(root, 'apps/api/src/services');

const importPattern = /(?:from\s+|import\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Folder -> the service folders its files (not its tests) import, each with one file that does. */
function folderGraph() {
  const graph = new Map<string, Map<string, string>>();
  for (const file of walk(services)) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const own = path.relative(services, file).split(path.sep)[0]!;
    const edges = graph.get(own) ?? new Map<string, string>();
    graph.set(own, edges);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = path.relative(services, path.resolve(path.dirname(file), spec!));
      if (target.startsWith('..')) continue;
      const folder = target.split(path.sep)[0]!;
      if (folder !== own && !edges.has(folder)) edges.set(folder, path.relative(services, file));
    }
  }
  return graph;
}

/** A cycle of the graph as its folders in order (the first one repeated last), or null. */
function findCycle(graph: Map<string, Map<string, string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (folder: string): string[] | null => {
    if (state.get(folder) === 'done') return null;
    if (state.get(folder) === 'open') return [...stack.slice(stack.indexOf(folder)), folder];
    state.set(folder, 'open');
    stack.push(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(folder, 'done');
    return null;
  };
  for (const folder of [...graph.keys()].sort()) {
    const cycle = visit(folder);
    if (cycle) return cycle;
  }
  return null;
}

describe('the API service folders', () => {
  it('import one another without a cycle', () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(10);
    const cycle = findCycle(graph);
    const where = cycle?.slice(1).map((to, i) => `${cycle[i]} -> ${to} (${graph.get(cycle[i]!)!.get(to)})`);
    expect(where ?? null, 'a cycle between service folders').toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/x.ts']])],
      ['b', new Map([['c', 'b/x.ts']])],
      ['c', new Map([['a', 'c/x.ts']])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('the walls between service folders', () => {
  const eslint = new ESLint({ cwd: root });
  async function restrictedImports(filePath: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
      .map((m) => m.message);
  }
  const probe = (from: string, name: string) =>
    `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

  it('refuses a platform folder importing a feature, through its index or a file of it', async () => {
    for (const from of ['../shop', '../shop/orders']) {
      expect(
        await restrictedImports('apps/api/src/services/payments/plan-refund.ts', probe(from, 'listOrders')),
        from,
      ).toEqual([expect.stringContaining('services/payments is a platform folder')]);
    }
    expect(
      await restrictedImports('apps/api/src/adapters/file-store.ts', probe('../services/stays', 'quoteStay')),
    ).toEqual([expect.stringContaining('An adapter imports no feature folder')]);
  });

  it('refuses a feature importing a file of another feature', async () => {
    expect(
      await restrictedImports(
        'apps/api/src/services/quiz/recommend.ts',
        probe('../stays/quote-stay', 'quoteStay'),
      ),
    ).toEqual([
      expect.stringContaining('services/quiz may use another feature only through its entry point'),
    ]);
  });

  it("lets a feature import another feature's index, the platform and its own files", async () => {
    expect(
      await restrictedImports(
        'apps/api/src/services/quiz/recommend.ts',
        `import { quoteStay } from '../stays';\nimport { recordAudit } from '../audit/record-audit';\nimport { refundedSoFar } from '../payments/refunded-so-far';\nexport const probe = [quoteStay, recordAudit, refundedSoFar];\n`,
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'apps/api/src/services/mail/outbox.ts',
        probe('../payments/refunded-so-far', 'refundedSoFar'),
      ),
    ).toEqual([]);
  });
});
