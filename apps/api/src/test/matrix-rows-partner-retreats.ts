/** The authorization matrix's rows of the partner's retreats (docs/decisions/retreats-partner-console.md). */
import type { MatrixFixtures } from './matrix-fixtures';
import { NOT_PARTNER, P_ONLY, row, type Row } from './matrix-rows';
import { retreatBody } from './partner-retreats-kit';
import { readJson } from './test-app';

type Made = { id: number; toCancel: number };
const made = new WeakMap<MatrixFixtures, Made>();

/** Two drafts of P's organisation, made once per fixtures: one to edit and publish, one to cancel. */
async function retreatsOfP(f: MatrixFixtures) {
  if (made.has(f)) return;
  const create = async () => {
    const res = await f.call(
      'POST',
      '/api/partner/retreats',
      f.cookies.p,
      retreatBody(f.partners.propertyId),
    );
    if (res.status !== 201) throw new Error(`fixture retreat failed: ${res.status} ${await res.text()}`);
    return (await readJson(res)).id as number;
  };
  made.set(f, { id: await create(), toCancel: await create() });
}
const path = (f: MatrixFixtures, which: keyof Made = 'id') => `/api/partner/retreats/${made.get(f)![which]}`;

export function partnerRetreatRows(): Row[] {
  const prepare = retreatsOfP;
  return [
    row('GET /api/partner/retreats', NOT_PARTNER, undefined, { partners: [200, 200] }),
    // P's own property: made; Q is told it does not exist.
    row('POST /api/partner/retreats', NOT_PARTNER, (f) => ({ body: retreatBody(f.partners.propertyId) }), {
      partners: [201, 404],
    }),
    row('GET /api/partner/retreats/{id}', NOT_PARTNER, (f) => ({ path: path(f) }), { ...P_ONLY, prepare }),
    row(
      'PUT /api/partner/retreats/{id}',
      NOT_PARTNER,
      (f) => ({ path: path(f), body: retreatBody(f.partners.propertyId, { title: 'Renamed retreat' }) }),
      { ...P_ONLY, prepare },
    ),
    row(
      'POST /api/partner/retreats/{id}/status',
      NOT_PARTNER,
      (f) => ({ path: `${path(f)}/status`, body: { status: 'published' } }),
      { ...P_ONLY, prepare },
    ),
    row(
      'GET /api/partner/retreats/{id}/participants',
      NOT_PARTNER,
      (f) => ({ path: `${path(f)}/participants` }),
      { ...P_ONLY, prepare },
    ),
    row(
      'POST /api/partner/retreats/{id}/cancel',
      NOT_PARTNER,
      (f) => ({ path: `${path(f, 'toCancel')}/cancel`, body: { reason: 'The teacher is ill.' } }),
      { ...P_ONLY, prepare },
    ),
  ];
}
