/**
 * Fuzzes every operation that /api/openapi.json lists, as a visitor, as a signed-in user, (for the
 * admin operations) as an administrator and (for the partner ones) as a partner: junk path parameters,
 * query strings, headers, cookies, bodies, malformed JSON and wrong content types. Every answer must be below 500, every 4xx must be the JSON
 * error shape, and a refused request must not add or remove rows.
 *
 *   FUZZ_RUNS  generated requests per operation and identity (default 20; a soak run uses more)
 *   FUZZ_SEED  fast-check seed (default fixed, so a failure reproduces; the failure message prints it)
 *
 * Sign-in and sign-up are rate-limited per address: the test app trusts X-Forwarded-For, and each request
 * names another (or a junk) address, so the limits rarely bite; when they do, 429 is a fine refusal.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, errorCodes } from '@restora/shared/contracts/errors';
import { partnerMembers, partnerOrganisations } from './db/schema/partners';
import { products } from './db/schema/shop';
import { badRequestFor, type FuzzRequest } from './test/fuzz-arbitraries';
import { datedOperations, extremeDateRequest } from './test/fuzz-dates';
import { listOperations, type Operation } from './test/openapi-operations';
import { registerAdmin } from './test/second-factor-kit';
import { createTestApp, readJson, registerUser } from './test/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 1_070_707);
/** The operations openapi.json lists today: fewer means routes went missing from the document. */
const MIN_OPERATIONS = 213;

/**
 * Tables whose row count may change on a refused request, and why. Everything else must not move
 * (sessions included: a failed sign-in opens none, and sign-out answers 204, not a refusal).
 * - rate_limits: sign-in and sign-up count every attempt by address (and failed ones by account) before
 *   they know whether it will succeed; that a refused attempt counts is the point.
 */
const MAY_CHANGE_ALWAYS = ['rate_limits'];
/**
 * - 402: a declined card leaves its failed payment (and a stay's or service's payment_failed bookings),
 *   so that a retry with the same Idempotency-Key gets the same answer.
 */
const MAY_CHANGE_ON_STATUS: Record<number, string[]> = { 402: ['payments', 'bookings'] };
/**
 * - POST /api/cart/items: a visitor's first add creates the (empty) cart and its cookie while the
 *   product is looked up, on purpose (see services/shop/add-cart-item.ts), so a refused add may leave
 *   an empty cart.
 */
const MAY_CHANGE_FOR: Record<string, string[]> = { 'POST /api/cart/items': ['carts'] };

const t = await createTestApp({ seed: true });
const operations = await listOperations(t.app);
afterAll(() => t.close());

const tables = (
  await t.handle.query<{ name: string }>(
    `select tablename as name from pg_catalog.pg_tables where schemaname = 'public' order by 1`,
  )
).map((r) => r.name);
const countSql = tables
  .map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`)
  .join(' union all ');

async function rowCounts(): Promise<Record<string, number>> {
  const rows = await t.handle.query<{ name: string; n: number }>(countSql);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

function changedTables(
  before: Record<string, number>,
  after: Record<string, number>,
  op: Operation,
  status: number,
) {
  const allowed = new Set([
    ...MAY_CHANGE_ALWAYS,
    ...(MAY_CHANGE_ON_STATUS[status] ?? []),
    ...(MAY_CHANGE_FOR[op.key] ?? []),
  ]);
  return tables
    .filter((name) => !allowed.has(name) && before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} -> ${after[name]}`);
}

const knownCodes = new Set<string>(Object.values(errorCodes));
/**
 * No answer to a fuzzed request is this large: lists page, and every date is kept to a window
 * (docs/decisions/bookings-and-availability.md, "Date windows"). The partner calendar once answered 87 MB
 * for month=0001-01.
 */
const MAX_ANSWER_CHARS = 512 * 1024;

/** The checks every answer must pass; throws with the request that broke one. */
function checkAnswer(req: FuzzRequest, res: Response, text: string) {
  const where = `${res.status} for ${req.describe()}\nanswer: ${text.slice(0, 500)}`;
  expect(res.status, `server error: ${where}`).toBeLessThan(500);
  expect(text.length, `answer too large: ${where}`).toBeLessThan(MAX_ANSWER_CHARS);
  if (res.status < 400) return;
  expect(res.headers.get('content-type') ?? '', `not JSON: ${where}`).toContain('application/json');
  let body: unknown;
  expect(() => (body = JSON.parse(text)), `not JSON: ${where}`).not.toThrow();
  const parsed = apiErrorSchema.safeParse(body);
  expect(parsed.success, `not the error shape: ${where}`).toBe(true);
  // zod drops unknown keys: equal means the body has no keys beyond code, message and fields.
  expect(parsed.data, `extra keys in the error: ${where}`).toEqual(body);
  expect(knownCodes.has(parsed.data!.error.code), `unknown error code: ${where}`).toBe(true);
}

async function fuzz(op: Operation, cookie: string, requests = badRequestFor(op, cookie)) {
  let counts = await rowCounts();
  const property = fc.asyncProperty(requests, async (req) => {
    const before = counts;
    const res = await t.request(req.url, { method: req.method, headers: req.headers, body: req.body });
    // An event stream stays open (docs/decisions/conversations.md, "Live updates"): its status and headers
    // are checked, not a body that has no end.
    const stream = res.headers.get('content-type')?.startsWith('text/event-stream');
    checkAnswer(req, res, stream ? (await res.body?.cancel(), '') : await res.text());
    counts = await rowCounts();
    if (res.status >= 400) {
      expect(
        changedTables(before, counts, op, res.status),
        `rows changed on a ${res.status}: ${req.describe()}`,
      ).toEqual([]);
    }
  });
  try {
    await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
  } catch (error) {
    throw new Error(`Fuzzing ${op.key} failed (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})\n${String(error)}`, {
      cause: error,
    });
  }
}

type Role = 'guest' | 'admin' | 'partner';

/** A signed-in identity with something of its own (a plan with an item, a cart line) for ids to hit. */
async function signedIn(role: Role) {
  const u = role === 'admin' ? await registerAdmin(t) : await registerUser(t);
  if (role === 'partner') {
    const [org] = await t.db.select({ id: partnerOrganisations.id }).from(partnerOrganisations).limit(1);
    await t.db.insert(partnerMembers).values({ organisationId: org!.id, userId: u.user.id });
  }
  const call = (path: string, body: unknown) => t.postJson(path, body, { headers: { cookie: u.cookie } });
  const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
  const plan = await readJson(await call('/api/journey/plans', { name: 'Fuzz plan' }));
  await call(`/api/journey/plans/${plan.id}/items`, { kind: 'product', refId: product!.id });
  await call('/api/cart/items', { productId: product!.id });
  return u.cookie;
}

/** Sign-out (fuzzed like the rest) ends the session: start a new one when it has. */
async function stillSignedIn(cookie: string, role: Role) {
  const res = await t.request('/api/auth/session', { headers: { cookie } });
  return (await readJson(res)).user ? cookie : signedIn(role);
}

describe('fuzzing every operation of openapi.json', () => {
  it(`finds at least ${MIN_OPERATIONS} operations in the document`, () => {
    expect(operations.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);
  });

  describe('as a visitor', () => {
    it.each(operations.map((op) => [op.key, op] as const))('%s', async (_, op) => {
      await fuzz(op, '');
    });
  });

  describe('as a signed-in user', () => {
    let cookie = '';
    beforeAll(async () => {
      cookie = await signedIn('guest');
    });
    it.each(operations.map((op) => [op.key, op] as const))('%s', async (_, op) => {
      cookie = await stillSignedIn(cookie, 'guest');
      await fuzz(op, cookie);
    });
  });

  describe('as an administrator', () => {
    const adminOperations = operations.filter((op) => op.path.startsWith('/api/admin/'));
    let cookie = '';
    beforeAll(async () => {
      cookie = await signedIn('admin');
    });
    it('has admin operations to fuzz', () => expect(adminOperations.length).toBeGreaterThan(0));
    it.each(adminOperations.map((op) => [op.key, op] as const))('%s', async (_, op) => {
      cookie = await stillSignedIn(cookie, 'admin');
      await fuzz(op, cookie);
    });
  });

  describe('with dates at the ends of the calendar (years 0000, 0001, 0099, 9999)', () => {
    const dated = datedOperations(operations);
    const roleOf = (op: Operation): Role =>
      op.path.startsWith('/api/admin/') ? 'admin' : op.path.startsWith('/api/partner/') ? 'partner' : 'guest';
    const cookies: Partial<Record<Role, string>> = {};
    it('finds the operations that take dates', () => {
      expect(dated.map((op) => op.key)).toEqual(
        expect.arrayContaining([
          'GET /api/stays',
          'GET /api/stays/{id}/quote',
          'POST /api/bookings/stays',
          'GET /api/partner/rooms/{id}/calendar',
          'GET /api/admin/audit',
        ]),
      );
    });
    it.each(dated.map((op) => [op.key, op] as const))('%s', async (_, op) => {
      const role = roleOf(op);
      const cookie = await stillSignedIn(cookies[role] ?? (await signedIn(role)), role);
      cookies[role] = cookie;
      await fuzz(op, cookie, extremeDateRequest(op, cookie));
    });
  });

  describe('as a partner', () => {
    const partnerOperations = operations.filter((op) => op.path.startsWith('/api/partner/'));
    let cookie = '';
    beforeAll(async () => {
      cookie = await signedIn('partner');
    });
    it('has partner operations to fuzz', () => expect(partnerOperations.length).toBeGreaterThan(0));
    it.each(partnerOperations.map((op) => [op.key, op] as const))('%s', async (_, op) => {
      cookie = await stillSignedIn(cookie, 'partner');
      await fuzz(op, cookie);
    });
  });
});
