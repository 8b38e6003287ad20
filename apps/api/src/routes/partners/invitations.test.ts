import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_EXPIRED, signInAsInvited } from '@restora/shared/domain/partner-texts';
import { user } from '../../db/schema/auth';
import { partnerInvitations, partnerMembers } from '../../db/schema/partners';
import { partnersKit } from '../../test/partners-kit';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Invitation links: preview, and accept with a new or an existing account (docs/decisions/partners.md).

let t: TestApp;
let k: Awaited<ReturnType<typeof partnersKit>>;
beforeAll(async () => {
  t = await createTestApp();
  k = await partnersKit(t);
});
afterAll(() => t.close());

const preview = (token: string) => t.postJson('/api/partner/invitation/preview', { token });
const accept = (body: Record<string, string>, cookie = '') =>
  t.postJson('/api/partner/invitation/accept', body, { headers: { cookie } });

/** Members and accounts: a refused acceptance must leave both as they were. */
const counts = async () => ({ members: await t.db.$count(partnerMembers), users: await t.db.$count(user) });

async function expectExpired(res: Response) {
  expect(res.status).toBe(400);
  expect((await readJson(res)).error).toMatchObject({
    message: INVITATION_EXPIRED,
    fields: { token: INVITATION_EXPIRED },
  });
}

describe('a new account', () => {
  it('previews the organisation and the address, then makes a verified account, signs it in and adds it', async () => {
    const { application, token } = await k.invite({ organisation: 'Lakeside Wellness Lodge' });
    const seen = await readJson(await preview(token));
    expect(seen).toMatchObject({
      organisationName: 'Lakeside Wellness Lodge',
      email: application.email,
      accountExists: false,
    });

    const res = await accept({ token, name: 'Ingrid Sol', password: 'lakeside sauna 12' });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.organisation.name).toBe('Lakeside Wellness Lodge');
    expect(body.user).toMatchObject({
      email: application.email,
      name: 'Ingrid Sol',
      emailVerified: true,
      isPartner: true,
    });

    const cookie = cookiesFrom(res);
    expect((await k.sessionOf(cookie)).email).toBe(application.email);
    const me = await readJson(await t.request('/api/partner/me', { headers: { cookie } }));
    expect(me.organisations).toEqual([
      { id: body.organisation.id, name: 'Lakeside Wellness Lodge', role: 'owner', properties: [] },
    ]);
    // The password works for a later sign-in, and the link is spent.
    expect((await k.signIn(application.email, 'lakeside sauna 12')).status).toBe(200);
    const [invitation] = await t.db
      .select()
      .from(partnerInvitations)
      .where(eq(partnerInvitations.organisationId, body.organisation.id));
    expect(invitation!.acceptedBy).toBe(body.user.id);
    await expectExpired(await preview(token));
    await expectExpired(await accept({ token, name: 'Ingrid Sol', password: 'lakeside sauna 12' }));
  });

  it('needs a name and an uncommon password, and a refusal makes nothing and keeps the link live', async () => {
    const { token } = await k.invite();
    const before = await counts();
    const missing = await accept({ token });
    expect(missing.status).toBe(400);
    expect(Object.keys((await readJson(missing)).error.fields).sort()).toEqual(['name', 'password']);
    const common = await accept({ token, name: 'Rui Costa', password: 'password123' });
    expect(common.status).toBe(400);
    expect((await readJson(common)).error.fields).toEqual({ password: 'This password is too common' });
    const short = await accept({ token, name: 'Rui Costa', password: 'short' });
    expect(short.status).toBe(400);
    expect((await readJson(short)).error.fields.password).toBeDefined();
    expect(await counts()).toEqual(before);
    expect((await preview(token)).status).toBe(200);
  });
});

describe('an existing account', () => {
  it('must be signed in as the invited address: 401 signed out, 403 as someone else, and nothing changes', async () => {
    const invitee = await registerUser(t);
    const { token } = await k.invite({ email: invitee.email });
    expect((await readJson(await preview(token))).accountExists).toBe(true);
    const before = await counts();

    const signedOut = await accept({ token });
    expect(signedOut.status).toBe(401);
    expect((await readJson(signedOut)).error.message).toBe(signInAsInvited(invitee.email));
    const someoneElse = await registerUser(t);
    const other = await accept({ token, name: 'Mallory', password: 'another calm 99' }, someoneElse.cookie);
    expect(other.status).toBe(403);
    expect((await readJson(other)).error.message).toBe(signInAsInvited(invitee.email));
    expect(await counts()).toEqual({ ...before, users: before.users + 1 }); // someoneElse only
    expect((await preview(token)).status).toBe(200);

    const res = await accept({ token }, invitee.cookie);
    expect(res.status).toBe(200);
    expect((await readJson(res)).user.id).toBe(invitee.user.id);
    // No new session: the one the invitee came with goes on.
    expect(res.headers.getSetCookie()).toEqual([]);
    const me = await readJson(await t.request('/api/partner/me', { headers: { cookie: invitee.cookie } }));
    expect(me.organisations).toHaveLength(1);
    await expectExpired(await accept({ token }, invitee.cookie));
  });
});

describe('dead links', () => {
  it('gives one answer to unknown, spent and expired links', async () => {
    await expectExpired(await preview('x'.repeat(43)));
    await expectExpired(
      await accept({ token: 'x'.repeat(43), name: 'Rui Costa', password: 'calm waters 42' }),
    );

    const { application, token } = await k.invite();
    await t.db
      .update(partnerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerInvitations.email, application.email));
    const before = await counts();
    await expectExpired(await preview(token));
    await expectExpired(await accept({ token, name: 'Rui Costa', password: 'calm waters 42' }));
    expect(await counts()).toEqual(before);
  });

  it('lets only one of two simultaneous acceptances through', async () => {
    const { token } = await k.invite();
    const before = await counts();
    const body = { token, name: 'Rui Costa', password: 'calm waters 42' };
    const statuses = (await Promise.all([accept(body), accept(body)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 400]);
    expect(await counts()).toEqual({ members: before.members + 1, users: before.users + 1 });
  });
});
