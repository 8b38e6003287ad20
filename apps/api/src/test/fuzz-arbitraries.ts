import fc from 'fast-check';
import { fillPath, pathParamNames, type Operation, type Parameter } from './openapi-operations';
import { mutatedValue, nastyNumber, nastyString, nastyValue, validValue } from './fuzz-values';

/** One generated request, with a short description fast-check prints instead of a 100k-character body. */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
  describe: () => string;
};

const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '[1,2',
  '\u0000',
  '{"a":1e400}',
  '1e99999',
  '{"__proto__":{"polluted":true}}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1}{"b":2}',
  '['.repeat(50_000),
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  'APPLICATION/JSON',
  '*/*',
];

type Body = { contentType?: string; body?: string | Uint8Array };

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const json = (v: unknown): Body => ({ contentType: 'application/json', body: JSON.stringify(v) ?? 'null' });
  const common = [
    {
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((body) => ({ contentType: 'application/json', body })),
      weight: 2,
    },
    { arbitrary: nastyValue.map(json), weight: 2 },
    { arbitrary: fc.constant<Body>({}), weight: 1 },
    {
      // Invalid UTF-8 inside a JSON string.
      arbitrary: fc.constant<Body>({
        contentType: 'application/json',
        body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
      }),
      weight: 1,
    },
  ];
  if (!op.body) return fc.oneof(...common);
  return fc.oneof(
    { arbitrary: mutatedValue(op.body).map(json), weight: 6 },
    { arbitrary: validValue(op.body).map(json), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), validValue(op.body))
        .map(([contentType, v]) => ({ contentType, body: JSON.stringify(v) })),
      weight: 2,
    },
    ...common,
  );
}

/** Percent-encodes, turning lone surrogates (which encodeURIComponent refuses) into invalid UTF-8 bytes. */
function encode(value: string): string {
  const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
  return value
    .split(lone)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

const RAW_PATH_JUNK = ['%', '%ZZ', '%00', '%2F', '..', '%2e%2e', '%E0%A4%A', ';', '0;1', '1%20', '+1'];

function pathValue(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 6 }).map(String), weight: 2 },
    { arbitrary: nastyNumber.map(String), weight: 2 },
    { arbitrary: nastyString.map(encode), weight: 4 },
    { arbitrary: fc.constantFrom(...RAW_PATH_JUNK), weight: 1 },
  );
}

const RAW_QUERY_JUNK = ['%', '%E0%A4%A', '&&&', '=x', 'a[b]=1', 'x=%00', '%00=%00', '?', '#'];

function queryFor(op: Operation): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  // A query has no null: a nullable parameter is left out instead.
  const valid = (p: Parameter) => validValue(p.schema, p.name).map((v) => (v === null ? [] : [String(v)]));
  const bad = (p: Parameter) =>
    fc.oneof(
      nastyString.map((v) => [v]),
      nastyNumber.map((v) => [String(v)]),
      fc.array(
        fc.oneof(
          nastyString,
          valid(p).map((vs) => vs[0] ?? ''),
        ),
        { minLength: 2, maxLength: 3 },
      ),
    );
  const record = (value: (p: Parameter) => fc.Arbitrary<string[]>) =>
    fc.record(Object.fromEntries(params.map((p) => [p.name, value(p)])), { requiredKeys: [] });
  // Mostly well-formed with one parameter made bad (reaches the handler's edge cases), or junk throughout.
  const oneBad = fc.tuple(
    record(valid),
    params.length
      ? sometimes(
          fc.constantFrom(...params).chain((p) => bad(p).map((v) => ({ [p.name]: v }))),
          2,
        )
      : fc.constant(null),
  );
  const declared = fc.oneof(
    { arbitrary: oneBad.map(([ok, wrong]) => ({ ...ok, ...wrong })), weight: 3 },
    { arbitrary: record((p) => fc.oneof(valid(p), bad(p))), weight: 1 },
  );
  const extra = fc.dictionary(
    fc.string({ maxLength: 8 }),
    nastyString.map((v) => [v]),
    { maxKeys: 2 },
  );
  return fc.tuple(declared, extra, sometimes(fc.constantFrom(...RAW_QUERY_JUNK), 5)).map(([d, e, raw]) => {
    const parts = Object.entries({ ...e, ...d }).flatMap(([k, vs]) =>
      (vs as string[]).map((v) => `${encode(k)}=${encode(v)}`),
    );
    if (raw) parts.push(raw);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

/** Printable ASCII only: fetch's Headers refuses control characters and anything past Latin-1. */
const headerJunk = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 120 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
  fc.constantFrom('x'.repeat(10_000), '', ' ', '-1', 'null'),
);

function headersFor(op: Operation, cookie: string): fc.Arbitrary<Record<string, string>> {
  const declared = op.parameters.filter((p) => p.in === 'header');
  const values = fc.record(
    Object.fromEntries(declared.map((p) => [p.name, fc.oneof(fc.uuid(), headerJunk)])),
    { requiredKeys: [] },
  );
  const cartCookie = sometimes(
    fc.oneof(headerJunk, nastyString.map(encode)).map((v) => `restora_cart=${v.replace(/[;,\s]/g, '')}`),
    3,
  );
  const forwardedFor = fc.oneof(fc.ipV4(), fc.ipV6(), headerJunk);
  return fc.tuple(values, cartCookie, forwardedFor).map(([h, cart, ip]) => ({
    ...(h as Record<string, string>),
    'x-forwarded-for': ip,
    ...(cookie || cart ? { cookie: [cookie, cart].filter(Boolean).join('; ') } : {}),
  }));
}

/** `arb` one time in `every`, null otherwise. */
function sometimes<T>(arb: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | null> {
  return fc.oneof({ arbitrary: fc.constant(null), weight: every - 1 }, { arbitrary: arb, weight: 1 });
}

const clip = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}... (${s.length} chars)` : s);

/** Bad requests for one operation: junk path parameters, query strings, headers, bodies and content types. */
export function badRequestFor(op: Operation, cookie: string): fc.Arbitrary<FuzzRequest> {
  const names = pathParamNames(op.path);
  const path = fc.record(Object.fromEntries(names.map((n) => [n, pathValue()])));
  const body: fc.Arbitrary<Body> = op.method === 'GET' ? fc.constant({}) : bodyFor(op);
  return fc.tuple(path, queryFor(op), headersFor(op, cookie), body).map(([params, query, headers, b]) => {
    const req: FuzzRequest = {
      method: op.method,
      url: fillPath(op.path, params as Record<string, string>) + query,
      headers: b.contentType ? { ...headers, 'content-type': b.contentType } : headers,
      body: b.body,
      describe: () => {
        const shown = typeof b.body === 'string' ? clip(JSON.stringify(b.body)) : String(b.body);
        return `${req.method} ${clip(req.url)} headers=${clip(JSON.stringify(req.headers))} body=${shown}`;
      },
    };
    return Object.assign(req, { [fc.toStringMethod]: req.describe });
  });
}
