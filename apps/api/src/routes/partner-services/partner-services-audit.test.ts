import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf, withAudit } from '../../test/audit-kit';
import { serviceBody, servicesKit } from '../../test/services-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

// A partner's services leave one audit record per write, none for a refusal (docs/decisions/audit-trail.md).

let t: TestApp;
let kit: Awaited<ReturnType<typeof servicesKit>>;
let pId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await servicesKit(t);
  pId = await userIdOf(t, kit.p);
});
afterAll(() => t.close());

describe('the audit trail of services', () => {
  it('records a service created and saved, with the service before and after', async () => {
    const created = await withAudit(t.db, () =>
      kit.call(kit.p, 'POST', '/api/partner/services', serviceBody(kit.property.id)),
    );
    const service = await readJson(created.res);
    expect(created.records).toHaveLength(1);
    expect(created.records[0]).toMatchObject({
      actorUserId: pId,
      actorRole: 'partner',
      action: 'service.create',
      objectType: 'service',
      objectId: String(service.id),
      before: null,
      after: service,
    });

    const body = serviceBody(kit.property.id, { title: 'Moonrise Yoga', priceCents: 5_000 });
    const saved = await withAudit(t.db, () =>
      kit.call(kit.p, 'PUT', `/api/partner/services/${service.id}`, body),
    );
    expect(saved.res.status).toBe(200);
    expect(saved.records).toHaveLength(1);
    expect(saved.records[0]).toMatchObject({
      actorUserId: pId,
      action: 'service.update',
      before: service,
      after: await readJson(saved.res),
    });
    expect(saved.records[0]!.after).toMatchObject({ title: 'Moonrise Yoga', priceCents: 5_000 });
  });

  it('records nothing for an invalid change or another partner’s service', async () => {
    const service = await kit.createService();
    const invalid = await withAudit(t.db, () =>
      kit.call(
        kit.p,
        'PUT',
        `/api/partner/services/${service.id}`,
        serviceBody(kit.property.id, { title: '' }),
      ),
    );
    expect(invalid.res.status).toBe(400);
    const foreign = await withAudit(t.db, () =>
      kit.call(kit.q, 'PUT', `/api/partner/services/${service.id}`, serviceBody(kit.property.id)),
    );
    expect(foreign.res.status).toBe(404);
    const elsewhere = await withAudit(t.db, () =>
      kit.call(kit.q, 'POST', '/api/partner/services', serviceBody(kit.property.id)),
    );
    expect(elsewhere.res.status).toBe(404);
    expect([...invalid.records, ...foreign.records, ...elsewhere.records]).toEqual([]);
  });
});
