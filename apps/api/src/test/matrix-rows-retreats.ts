/** The authorization matrix's rows of retreats for guests (docs/decisions/retreats.md). */
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import type { MatrixFixtures } from './matrix-fixtures';
import { A_ONLY, CREATE_SIGNED_IN, PUBLIC, row, SIGNED_IN, type Row } from './matrix-rows';
import { optionBody, retreatBody } from './partner-retreats-kit';
import { readJson } from './test-app';

type Made = {
  retreatId: number;
  optionId: number;
  fullOptionId: number;
  placeId: number;
  placeToCancel: number;
  entryId: number;
};
const made = new WeakMap<MatrixFixtures, Made>();

/**
 * A published retreat of P's with a roomy option and a one-spot option (a "hut") A has taken, A's two
 * places on it and A's waitlist entry for the hut, made once per fixtures.
 */
async function retreatOfP(f: MatrixFixtures) {
  if (made.has(f)) return;
  const ok = async (res: Response) => {
    if (res.status >= 300) throw new Error(`retreat fixture failed: ${res.status} ${await res.text()}`);
    return readJson(res);
  };
  const retreat = await ok(
    await f.call(
      'POST',
      '/api/partner/retreats',
      f.cookies.p,
      retreatBody(f.partners.propertyId, {
        options: [optionBody({ spots: 40 }), optionBody({ name: 'Hut', spots: 1 })],
      }),
    ),
  );
  await ok(
    await f.call('POST', `/api/partner/retreats/${retreat.id}/status`, f.cookies.p, { status: 'published' }),
  );
  const [optionId, fullOptionId] = retreat.options.map((o: { id: number }) => o.id) as [number, number];
  const book = async (option: number) =>
    (
      await ok(
        await f.call('POST', `/api/retreats/${retreat.id}/bookings`, f.cookies.a, {
          optionId: option,
          people: 1,
          card: SAMPLE_CARD,
        }),
      )
    ).id as number;
  const placeId = await book(optionId);
  const placeToCancel = await book(fullOptionId);
  // The hut is full now; A waits for another place in it too.
  const entry = await ok(
    await f.call('POST', `/api/retreats/${retreat.id}/waitlist`, f.cookies.a, {
      optionId: fullOptionId,
      people: 1,
    }),
  );
  made.set(f, { retreatId: retreat.id, optionId, fullOptionId, placeId, placeToCancel, entryId: entry.id });
}

const m = (f: MatrixFixtures) => made.get(f)!;

export function retreatRows(): Row[] {
  const prepare = retreatOfP;
  return [
    row('GET /api/retreats', PUBLIC),
    row('GET /api/retreats/{id}', PUBLIC, (f) => ({ path: `/api/retreats/${m(f).retreatId}` }), { prepare }),
    row(
      'POST /api/retreats/{id}/bookings',
      CREATE_SIGNED_IN,
      (f) => ({
        path: `/api/retreats/${m(f).retreatId}/bookings`,
        body: { optionId: m(f).optionId, people: 1, card: SAMPLE_CARD },
      }),
      { prepare, partners: [201, 201] },
    ),
    row('GET /api/retreat-bookings', SIGNED_IN),
    // Before the balance row: A's balance is still due, so A may replace the kept card.
    row(
      'PUT /api/retreat-bookings/{id}/card',
      A_ONLY,
      (f) => ({
        path: `/api/retreat-bookings/${m(f).placeId}/card`,
        body: { card: { ...SAMPLE_CARD, cardNumber: '5555555555554444' } },
      }),
      { prepare },
    ),
    row(
      'POST /api/retreat-bookings/{id}/balance',
      A_ONLY,
      (f) => ({ path: `/api/retreat-bookings/${m(f).placeId}/balance`, body: {} }),
      { prepare },
    ),
    row(
      'POST /api/retreat-bookings/{id}/cancel',
      A_ONLY,
      (f) => ({ path: `/api/retreat-bookings/${m(f).placeToCancel}/cancel` }),
      { prepare },
    ),
    // Everyone may wait for the full hut once; A already waits (409).
    row(
      'POST /api/retreats/{id}/waitlist',
      [401, 409, 201, 201],
      (f) => ({
        path: `/api/retreats/${m(f).retreatId}/waitlist`,
        body: { optionId: m(f).fullOptionId, people: 1 },
      }),
      { prepare, partners: [201, 201] },
    ),
    row('GET /api/retreat-waitlist', SIGNED_IN),
    // A's entry: nobody else is told it exists.
    row(
      'DELETE /api/retreat-waitlist/{id}',
      [401, 204, 404, 404],
      (f) => ({ path: `/api/retreat-waitlist/${m(f).entryId}` }),
      { prepare, partners: [404, 404] },
    ),
  ];
}
