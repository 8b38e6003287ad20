import { insertProperty, insertRetreat, bookPlace } from './retreat-kit';
import { readJson, registerUser, type TestApp } from './test-app';

/**
 * A retreat with a place paid by a buyer of their own, and a retreat to cancel, for the operator's rows of
 * the authorization matrix (docs/decisions/retreats-back-office.md).
 */
export async function adminRetreatsFixtures(t: TestApp) {
  const buyer = await registerUser(t, { name: 'Matrix Retreatgoer' });
  const propertyId = await insertProperty(t.db, 'Matrix Retreat House');
  const { retreatId, optionIds } = await insertRetreat(t.db, { propertyId, title: 'Matrix retreat' });
  const res = await bookPlace(t, buyer.cookie, retreatId, { optionId: optionIds[0]!, people: 1 });
  if (res.status !== 201) throw new Error(`admin retreats fixture: ${res.status} ${await res.text()}`);
  const place = await readJson(res);
  const toCancel = await insertRetreat(t.db, { propertyId, title: 'Matrix retreat to cancel' });
  return { retreatId, placeId: place.id as number, retreatToCancel: toCancel.retreatId };
}
