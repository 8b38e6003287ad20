/**
 * Who may do what: every operation of /api/openapi.json (and the API paths it does not list) against seven
 * identities, with a well-formed request, so the status reflects authorization and not validation.
 * An administrator without a second factor is refused everywhere in /api/admin/* (403, code
 * second_factor_setup_required) and is an account like B elsewhere (docs/decisions/second-factors.md).
 * A owns the resources the paths name; B, the admin and the partners P and Q own nothing of A's. No answer
 * to anyone but A may hold A's data, and none to anyone but P (or Q) names P's (or Q's) organisation.
 * The table must list exactly the documented operations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrixFixtures, type MatrixFixtures, type Who } from './test/matrix-fixtures';
import { matrixRows as rows } from './test/matrix-rows-all';
import { listOperations } from './test/openapi-operations';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let f: MatrixFixtures;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  f = await matrixFixtures(t);
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has one row for every operation of openapi.json, and none for an operation that is gone', async () => {
    const documented = (await listOperations(t.app)).map((op) => op.key).sort();
    const tabled = rows.filter((r) => !r.undocumented).map((r) => r.key);
    expect(tabled.sort()).toEqual(documented);
    for (const r of rows.filter((r) => r.undocumented)) expect(documented).not.toContain(r.key);
  });

  // A goes last, so A's own cancel or delete comes after the others have tried it.
  const order: Who[] = ['anon', 'b', 'admin', 'adminNoFactor', 'p', 'q', 'a'];
  it.each(rows.map((r) => [r.key, r] as const))('%s', async (_, r) => {
    await r.prepare?.(f);
    const [method, template] = r.key.split(' ') as [string, string];
    const isAdminPath = template.startsWith('/api/admin/');
    const statuses = {} as Record<Who, number>;
    for (const who of order) {
      const { path = template, body, cookie = f.cookies[who] } = r.call?.(f, who) ?? {};
      const res = await f.call(method, path, cookie, body);
      statuses[who] = res.status;
      // An event stream stays open: its status is what is checked (it carries ids, never words).
      const stream = res.headers.get('content-type')?.startsWith('text/event-stream');
      const text = stream ? (await res.body?.cancel(), '') : await res.text();
      if (who === 'adminNoFactor' && isAdminPath)
        expect(JSON.parse(text).error.code).toBe('second_factor_setup_required');
      for (const [owner, secrets] of Object.entries(f.partnerSecrets)) {
        if (owner === who) continue;
        for (const secret of secrets)
          expect(text, `${who} sees ${owner}'s "${secret}"`).not.toContain(secret);
      }
      if (who === 'a') continue;
      for (const secret of f.secrets) expect(text, `${who} sees A's "${secret}"`).not.toContain(secret);
    }
    const [anon, a, b, admin] = r.expected;
    const [p, q] = r.partners ?? [b, b];
    const adminNoFactor = isAdminPath ? 403 : b;
    expect(statuses).toEqual({ anon, a, b, admin, adminNoFactor, p, q });
  });
});
