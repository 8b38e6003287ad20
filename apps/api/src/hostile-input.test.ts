/**
 * Hostile input at the limit. Every text field that /api/openapi.json lists (in bodies and query strings)
 * gets its maximum length of input built to be slow: runs of Markdown delimiters that make a backtracking
 * pattern quadratic, nested emphasis, a long word with a bad end (the classic for e-mail patterns), HTML
 * and bidi controls. One field at a time, in an otherwise well-formed request (the authorization matrix's
 * own, as the identity it lets through), so the input reaches the code behind validation, and what is
 * accepted is stored (e2e/hostile-text.spec.ts stores such text through the running app and opens the
 * pages that show it, in a browser).
 *
 * Every answer must be below 500, in the JSON error shape when refused, at most 1 MB, and back within
 * ANSWER_BOUND_MS. That bound is no performance target (those live in `npm run bench`): it is about 20x an
 * ordinary answer on a loaded CI machine, and far below what one quadratic pattern costs at these lengths
 * (an article body of 49,900 '[' took 6.8 s to render, and froze every other request meanwhile).
 *
 * And every text field has a maximum length (or is an enum, or matches an anchored pattern with bounded
 * repeats), and every array a maximum count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import { matrixFixtures, type MatrixFixtures, type Who } from './test/matrix-fixtures';
import { matrixRows } from './test/matrix-rows-all';
import type { Row } from './test/matrix-rows';
import { listOperations, type JsonSchema, type Operation } from './test/openapi-operations';
import { createTestApp, type TestApp } from './test/test-app';

const ANSWER_BOUND_MS = 3_000;
const ANSWER_MAX_BYTES = 1_000_000;

/** Input shaped to be slow, cut or repeated to a length. */
const HOSTILE: ((length: number) => string)[] = [
  (n) => '['.repeat(n),
  (n) => '*_[`]('.repeat(Math.ceil(n / 6)).slice(0, n),
  (n) => `${'a'.repeat(Math.max(0, n - 1))}!`,
  (n) => '<script>alert(1)</script>\u202e\u2066**_'.repeat(Math.ceil(n / 33)).slice(0, n),
];

type TextField = { where: 'body' | 'query'; path: (string | number)[]; schema: JsonSchema };

const typesOf = (s: JsonSchema) => ([] as string[]).concat(s.type ?? []);
type Composite = JsonSchema & { anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };
const alternatives = (s: JsonSchema) => {
  const c = s as Composite;
  return [...(c.anyOf ?? []), ...(c.oneOf ?? []), ...(c.allOf ?? [])];
};

/** Every string and array in a schema, with its path (an array's items at index 0). */
function walk(schema: JsonSchema | undefined, field: Omit<TextField, 'schema'>, out: TextField[]) {
  if (!schema) return;
  if (typesOf(schema).includes('string') || typesOf(schema).includes('array')) out.push({ ...field, schema });
  if (schema.items) walk(schema.items, { ...field, path: [...field.path, 0] }, out);
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    walk(value, { ...field, path: [...field.path, key] }, out);
  for (const alt of alternatives(schema)) walk(alt, field, out);
}

function fieldsOf(op: Operation): TextField[] {
  const fields: TextField[] = [];
  walk(op.body, { where: 'body', path: [] }, fields);
  for (const p of op.parameters.filter((p) => p.in === 'query'))
    walk(p.schema, { where: 'query', path: [p.name] }, fields);
  return fields;
}

/** An anchored pattern whose repeats are all bounded ({n} or {m,n}) bounds the length by itself. */
function boundedPattern(pattern: string | undefined) {
  if (!pattern || !pattern.startsWith('^') || !pattern.endsWith('$')) return false;
  return !/(?<!\\)[*+]|\{\d+,\}/.test(pattern);
}

function unbounded(field: TextField): string | null {
  const s = field.schema;
  if (typesOf(s).includes('array')) return s.maxItems === undefined ? 'an array without maxItems' : null;
  if (s.maxLength !== undefined || s.enum || boundedPattern(s.pattern)) return null;
  return 'a string without maxLength';
}

function setAt(target: Record<string | number, unknown>, path: (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> = target;
  path.slice(0, -1).forEach((key, i) => {
    const next = path[i + 1];
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof next === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]!] = value;
}

const STATUS_OF: Record<Who, (r: Row) => number> = {
  anon: (r) => r.expected[0],
  a: (r) => r.expected[1],
  b: (r) => r.expected[2],
  admin: (r) => r.expected[3],
  adminNoFactor: (r) => (r.key.split(' ')[1]!.startsWith('/api/admin/') ? 403 : r.expected[2]),
  p: (r) => (r.partners ?? [r.expected[2]])[0],
  q: (r) => (r.partners ?? [r.expected[2], r.expected[2]])[1],
};
/** The identity the matrix lets through, so hostile input reaches the code behind authorization. */
const whoPasses = (r: Row): Who =>
  (['a', 'admin', 'p', 'b', 'anon'] as const).find((who) => STATUS_OF[who](r) < 300) ?? 'a';

let t: TestApp;
let f: MatrixFixtures;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  f = await matrixFixtures(t);
  operations = await listOperations(t.app);
});
afterAll(() => t.close());

describe('hostile input at the limit of every text field', () => {
  it('finds a bound on every text field and every array of the document', () => {
    const found = operations.flatMap((op) =>
      fieldsOf(op)
        .map((field) => [field, unbounded(field)] as const)
        .filter(([, why]) => why)
        .map(([field, why]) => `${op.key} ${field.where}.${field.path.join('.')}: ${why}`),
    );
    expect(found).toEqual([]);
  });

  // Sign-out would end the identity's session; the auth links take a token and nothing else of length.
  const skipped = new Set(['POST /api/auth/sign-out']);
  it.each(matrixRows.filter((r) => !r.undocumented && !skipped.has(r.key)).map((r) => [r.key, r] as const))(
    '%s answers in bounds',
    async (_, r) => {
      const op = operations.find((o) => o.key === r.key);
      expect(op, `${r.key} is not in the document`).toBeDefined();
      const fields = fieldsOf(op!).filter((field) => typesOf(field.schema).includes('string'));
      if (!fields.length) return;
      await r.prepare?.(f);
      const who = whoPasses(r);
      const [method, template] = r.key.split(' ') as [string, string];
      let variant = 0;
      for (const field of fields) {
        const length = field.schema.maxLength ?? 200;
        // One shape a field, in turn; a long field (Markdown's kind) gets the run of '[' as well.
        const shapes = [HOSTILE[variant++ % HOSTILE.length]!];
        if (length > 1_000 && shapes[0] !== HOSTILE[0]) shapes.push(HOSTILE[0]!);
        for (const hostile of shapes) {
          const { path = template, body, cookie = f.cookies[who] } = r.call?.(f, who) ?? {};
          const value = hostile(length);
          const url = new URL(path, 'http://restora.test');
          const sent = body === undefined ? undefined : structuredClone(body);
          if (field.where === 'query') url.searchParams.set(String(field.path[0]), value);
          else if (sent !== undefined && typeof sent === 'object')
            setAt(sent as Record<string, unknown>, field.path, value);
          else continue;
          const describe = `${r.key} as ${who}, ${field.where}.${field.path.join('.')} = ${JSON.stringify(value.slice(0, 12))}… (${length})`;
          const started = performance.now();
          const res = await f.call(method, `${url.pathname}${url.search}`, cookie, sent);
          const text = await res.text();
          const took = performance.now() - started;
          expect(res.status, `${describe}: ${text.slice(0, 300)}`).toBeLessThan(500);
          expect(took, `${describe} took ${Math.round(took)} ms`).toBeLessThan(ANSWER_BOUND_MS);
          expect(text.length, `${describe}: answer of ${text.length} characters`).toBeLessThan(
            ANSWER_MAX_BYTES,
          );
          if (res.status >= 400)
            expect(
              apiErrorSchema.safeParse(JSON.parse(text)).success,
              `${describe}: ${text.slice(0, 300)}`,
            ).toBe(true);
        }
      }
    },
  );
});
