import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAudit } from '../../test/audit-kit';
import { partnersKit } from '../../test/partners-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// The decisions on partner applications (the operator's) and the acceptance of an invitation (the new
// partner's) are recorded in their transactions (docs/decisions/audit-trail.md).

let t: TestApp;
let k: Awaited<ReturnType<typeof partnersKit>>;
beforeAll(async () => {
  t = await createTestApp();
  k = await partnersKit(t);
});
afterAll(() => t.close());

describe('the audit trail of partner applications and invitations', () => {
  it('records an approval and a decline by the operator, with the application before and after', async () => {
    const application = await k.apply();
    const approved = await withAudit(t.db, () => k.approve(application.id, 'Welcome aboard'));
    expect(approved.res.status).toBe(200);
    expect(approved.records).toHaveLength(1);
    expect(approved.records[0]).toMatchObject({
      actorUserId: k.admin.user.id,
      actorRole: 'operator',
      action: 'partner-application.approve',
      objectType: 'partner-application',
      objectId: String(application.id),
      before: { id: application.id, status: 'pending', decidedBy: null },
      after: await readJson(approved.res),
    });

    const other = await k.apply();
    const declined = await withAudit(t.db, () => k.decline(other.id, { note: 'Not a fit yet' }));
    expect(declined.records).toHaveLength(1);
    expect(declined.records[0]).toMatchObject({
      actorUserId: k.admin.user.id,
      actorRole: 'operator',
      action: 'partner-application.decline',
      before: { status: 'pending' },
      after: { status: 'declined', decisionNote: 'Not a fit yet' },
    });
  });

  it('records nothing for a refused decision: already decided, no note, not an admin', async () => {
    const application = await k.apply();
    await k.approve(application.id);
    const pending = await k.apply();
    const someone = await registerUser(t);
    const refused = [
      await withAudit(t.db, () => k.approve(application.id)),
      await withAudit(t.db, () => k.decline(pending.id, { note: '' })),
      await withAudit(t.db, () =>
        k.asUser(someone.cookie, 'POST', `/api/admin/partner-applications/${pending.id}/approve`, {}),
      ),
    ];
    expect(refused.map((r) => r.res.status)).toEqual([409, 400, 403]);
    expect(refused.flatMap((r) => r.records)).toEqual([]);
  });

  it('records an accepted invitation as the new partner’s, without its token', async () => {
    const { application, token } = await k.invite();
    const body = { token, name: 'Ingrid Sol', password: 'lakeside sauna 12' };
    const weak = await withAudit(t.db, () =>
      t.postJson('/api/partner/invitation/accept', { ...body, password: 'password' }),
    );
    expect(weak.res.status).toBe(400);
    expect(weak.records).toEqual([]);

    const accepted = await withAudit(t.db, () => t.postJson('/api/partner/invitation/accept', body));
    expect(accepted.res.status).toBe(200);
    const answer = await readJson(accepted.res);
    expect(accepted.records).toHaveLength(1);
    const [record] = accepted.records;
    expect(record).toMatchObject({
      actorUserId: answer.user.id,
      actorRole: 'partner',
      action: 'partner-invitation.accept',
      objectType: 'partner-invitation',
      before: { email: application.email, acceptedAt: null, acceptedBy: null },
      after: { email: application.email, acceptedBy: answer.user.id, organisation: answer.organisation },
    });
    expect(JSON.stringify(record)).not.toContain(token);
  });
});
