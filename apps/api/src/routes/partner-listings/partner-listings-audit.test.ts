import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAudit, userIdOf } from '../../test/audit-kit';
import { listingsKit, propertyBody, roomBody } from '../../test/listings-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// Every write of a partner's properties and rooms leaves one audit record in its transaction; a refused
// one leaves none (docs/decisions/audit-trail.md).

let t: TestApp;
let kit: Awaited<ReturnType<typeof listingsKit>>;
let pId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await listingsKit(t);
  pId = await userIdOf(t, kit.p);
});
afterAll(() => t.close());

describe('the audit trail of properties and rooms', () => {
  it('records a property created, saved, published and unpublished, each with before and after', async () => {
    const created = await withAudit(t.db, () =>
      kit.call(kit.p, 'POST', '/api/partner/properties', propertyBody()),
    );
    expect(created.res.status).toBe(201);
    const property = await readJson(created.res);
    expect(created.records).toHaveLength(1);
    expect(created.records[0]).toMatchObject({
      actorRole: 'partner',
      actorUserId: pId,
      action: 'property.create',
      objectType: 'property',
      objectId: String(property.id),
      before: null,
      after: property,
    });
    expect(created.records[0]!.requestId).toBeTruthy();

    const body = propertyBody({ name: 'Maré Baixa Retreat', city: property.city });
    const saved = await withAudit(t.db, () =>
      kit.call(kit.p, 'PUT', `/api/partner/properties/${property.id}`, body),
    );
    expect(saved.res.status).toBe(200);
    expect(saved.records).toHaveLength(1);
    expect(saved.records[0]).toMatchObject({
      actorUserId: pId,
      action: 'property.update',
      objectId: String(property.id),
      before: property,
      after: await readJson(saved.res),
    });
    expect(saved.records[0]!.after).toMatchObject({ name: 'Maré Baixa Retreat' });

    const room = await kit.createRoom(property.id);
    const published = await withAudit(t.db, () => kit.publish(property.id, true));
    expect(published.records).toHaveLength(1);
    expect(published.records[0]).toMatchObject({
      action: 'property.publish',
      before: { published: false, rooms: [{ id: room.id }] },
      after: { published: true },
    });
    const unpublished = await withAudit(t.db, () => kit.publish(property.id, false));
    expect(unpublished.records.map((r) => r.action)).toEqual(['property.unpublish']);
  });

  it('records nothing for a refused property write: invalid, another partner’s, or published without rooms', async () => {
    const property = await kit.createProperty();
    const invalid = await withAudit(t.db, () =>
      kit.call(kit.p, 'PUT', `/api/partner/properties/${property.id}`, propertyBody({ name: '' })),
    );
    expect(invalid.res.status).toBe(400);
    const foreign = await withAudit(t.db, () =>
      kit.call(kit.q, 'PUT', `/api/partner/properties/${property.id}`, propertyBody()),
    );
    expect(foreign.res.status).toBe(404);
    const roomless = await withAudit(t.db, () => kit.publish(property.id, true));
    expect(roomless.res.status).toBe(409);
    expect([...invalid.records, ...foreign.records, ...roomless.records]).toEqual([]);
  });

  it('records a room created and saved, and nothing for a refused one', async () => {
    const property = await kit.createProperty();
    const created = await withAudit(t.db, () =>
      kit.call(kit.p, 'POST', `/api/partner/properties/${property.id}/rooms`, roomBody()),
    );
    const room = await readJson(created.res);
    expect(created.records).toHaveLength(1);
    expect(created.records[0]).toMatchObject({
      actorRole: 'partner',
      actorUserId: pId,
      action: 'room.create',
      objectType: 'room',
      objectId: String(room.id),
      before: null,
      after: room,
    });

    const saved = await withAudit(t.db, () =>
      kit.call(kit.p, 'PUT', `/api/partner/rooms/${room.id}`, roomBody({ priceCents: 21_000 })),
    );
    expect(saved.records).toHaveLength(1);
    expect(saved.records[0]).toMatchObject({
      action: 'room.update',
      before: { priceCents: 18_000 },
      after: { priceCents: 21_000 },
    });

    const foreign = await withAudit(t.db, () =>
      kit.call(kit.q, 'PUT', `/api/partner/rooms/${room.id}`, roomBody({ priceCents: 1_000 })),
    );
    expect(foreign.res.status).toBe(404);
    const invalid = await withAudit(t.db, () =>
      kit.call(kit.p, 'POST', `/api/partner/properties/${property.id}/rooms`, roomBody({ maxGuests: 0 })),
    );
    expect(invalid.res.status).toBe(400);
    expect([...foreign.records, ...invalid.records]).toEqual([]);
  });
});
