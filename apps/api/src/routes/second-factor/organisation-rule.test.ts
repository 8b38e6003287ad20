import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import { auditEvents } from '../../db/schema/audit';
import { partnerMembers, partnerOrganisations } from '../../db/schema/partners';
import { enrolSecondFactor } from '../../test/second-factor-kit';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// An organisation may ask its members for a second factor (docs/decisions/second-factors.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
async function organisationWith(...members: { user: { id: string } }[]) {
  const [org] = await t.db
    .insert(partnerOrganisations)
    .values({ name: `Rule Spa ${Math.random()}` })
    .returning();
  for (const m of members)
    await t.db.insert(partnerMembers).values({ organisationId: org!.id, userId: m.user.id });
  return org!.id;
}
const rule = (id: number) => `/api/partner/organisations/${id}/second-factor`;

describe("an organisation's second-factor rule", () => {
  it('is turned on by a member who has passed one, and then refuses the others until they have', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t);
    const outsider = await registerUser(t);
    const id = await organisationWith(owner, member);
    expect(await readJson(await send('GET', rule(id), owner.cookie))).toEqual({ required: false });
    expect((await send('GET', rule(id), outsider.cookie)).status).toBe(403);

    const notYet = await send('PUT', rule(id), owner.cookie, { required: true });
    expect(notYet.status).toBe(403);
    expect((await readJson(notYet)).error).toEqual({
      code: 'second_factor_setup_required',
      message: T.requireNeedsOwn,
    });
    await enrolSecondFactor(t, owner);
    expect(await readJson(await send('PUT', rule(id), owner.cookie, { required: true }))).toEqual({
      required: true,
    });
    const [record] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectType, 'organisation'), eq(auditEvents.objectId, String(id))));
    expect(record).toMatchObject({
      action: 'organisation.second-factor-rule',
      actorUserId: owner.user.id,
      actorRole: 'partner',
      before: { requireSecondFactor: false },
      after: { requireSecondFactor: true },
    });

    // The member without an app: every console operation says to set one up; the owner goes on.
    const refused = await send('GET', '/api/partner/me', member.cookie);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error).toEqual({
      code: 'second_factor_setup_required',
      message: T.organisationSetup,
    });
    expect((await send('GET', '/api/partner/bookings', member.cookie)).status).toBe(403);
    expect((await send('GET', '/api/partner/me', owner.cookie)).status).toBe(200);
    // Setting it up (outside the console) lets them in.
    const factor = await enrolSecondFactor(t, member);
    expect((await send('GET', '/api/partner/me', member.cookie)).status).toBe(200);

    // A session opened with the password before the app: the code first, then in.
    const stale = cookiesFrom(
      await t.postJson('/api/auth/sign-in', { email: outsider.email, password: outsider.password }),
    );
    await t.db.insert(partnerMembers).values({ organisationId: id, userId: outsider.user.id });
    const outsiderFactor = await enrolSecondFactor(t, outsider);
    const code = await send('GET', '/api/partner/me', stale);
    expect((await readJson(code)).error).toEqual({
      code: 'second_factor_required',
      message: T.organisationCode,
    });
    const stepUp = await send('POST', '/api/auth/second-factor', stale, {
      method: 'totp',
      code: outsiderFactor.nextCode(),
    });
    expect(stepUp.status).toBe(200);
    expect((await send('GET', '/api/partner/me', stale)).status).toBe(200);
    expect(factor.backupCodes).toHaveLength(10);
  });

  it('leaves other organisations alone, and lets members in again once it is off', async () => {
    const owner = await registerUser(t);
    const member = await registerUser(t);
    const elsewhere = await registerUser(t);
    const id = await organisationWith(owner, member);
    await organisationWith(elsewhere);
    await enrolSecondFactor(t, owner);
    await send('PUT', rule(id), owner.cookie, { required: true });
    expect((await send('GET', '/api/partner/me', member.cookie)).status).toBe(403);
    expect((await send('GET', '/api/partner/me', elsewhere.cookie)).status).toBe(200);
    expect((await send('GET', rule(id), elsewhere.cookie)).status).toBe(404);
    expect(await readJson(await send('PUT', rule(id), owner.cookie, { required: false }))).toEqual({
      required: false,
    });
    expect((await send('GET', '/api/partner/me', member.cookie)).status).toBe(200);
  });
});
