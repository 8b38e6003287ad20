import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_GUEST } from '@restora/shared/domain/conversations';
import { jobs } from '../../db/schema/jobs';
import { outbox } from '../../db/schema/mail';
import {
  askables,
  conversationsKit,
  expectStatus,
  messageCount,
  organisationOf,
  runDigestsNow,
} from '../../test/conversations-kit';
import { seedOrganisations } from '../../db/seed/partners-data';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, expectRateLimited, registerUser, type TestApp } from '../../test/test-app';

// Conversations and mail, accounts and limits (docs/decisions/conversations.md): digests of unread messages,
// the data export, deleting an account, the rate limit.

let t: TestApp;
let kit: Awaited<ReturnType<typeof conversationsKit>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, clockControl: true });
  kit = await conversationsKit(t);
});
afterAll(() => t.close());

describe('digests', () => {
  it('mails the other side once per thread and quarter of an hour, only those who have not read, never the sender', async () => {
    const guest = await registerUser(t, { name: 'Dora Digest' });
    const { id } = await expectStatus(kit.ask(guest, { kind: 'room', id: kit.things.room.id }, 'One'), 201);
    await expectStatus(kit.post(guest, `/api/conversations/${id}/messages`, { body: 'Two' }), 201);
    const digests = () =>
      t.db
        .select()
        .from(jobs)
        .where(like(jobs.singletonKey, `${id}:%`));
    expect((await digests()).map((j) => j.singletonKey?.split(':')[1])).toEqual(['partner']);
    await expectStatus(kit.get(kit.p, `/api/partner/conversations/${id}`), 200);
    await runDigestsNow(t.db);
    const mailed = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.kind, 'conversation.unread')))
        .filter((m) => String(m.payload.path).endsWith(`/messages/${id}`))
        .map((m) => m.recipient);
    expect(await mailed()).toEqual([kit.memberB.email]);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, kit.memberB.email), eq(outbox.kind, 'conversation.unread')));
    expect(mail!.payload).toMatchObject({ from: 'Dora D.', path: `/partner/messages/${id}`, unread: 2 });

    await expectStatus(kit.post(kit.p, `/api/partner/conversations/${id}/messages`, { body: 'Three' }), 201);
    await expectStatus(kit.get(guest, `/api/conversations/${id}`), 200);
    await expectStatus(kit.post(kit.p, `/api/partner/conversations/${id}/messages`, { body: 'Four' }), 201);
    expect((await digests()).length).toBe(2);
    await runDigestsNow(t.db);
    // The guest's digest found 'Four' unread; 'Three' was read. The partner's own messages mail no member.
    expect((await mailed()).sort()).toEqual([kit.memberB.email, guest.email].sort());
  });
});

describe('the test clock', () => {
  it('makes waiting digests due now, for administrators only, and exists only with CLOCK_CONTROL', async () => {
    const guest = await registerUser(t, { name: 'Tess Clock' });
    const { id } = await expectStatus(kit.ask(guest, { kind: 'room', id: kit.things.room.id }, 'Hi'), 201);
    const digest = async () =>
      (
        await t.db
          .select()
          .from(jobs)
          .where(like(jobs.singletonKey, `${id}:%`))
      )[0]!;
    expect((await digest()).runAt.getTime()).toBeGreaterThan(Date.now());
    const clock = (cookie: string) => kit.call(cookie, 'POST', '/api/admin/digest-clock');
    await expectStatus(clock(guest.cookie), 403);
    expect((await digest()).runAt.getTime()).toBeGreaterThan(Date.now());

    const admin = await registerAdmin(t);
    const { due } = await expectStatus(clock(admin.cookie), 200);
    expect(due).toBeGreaterThanOrEqual(1);
    expect((await digest()).runAt.getTime()).toBeLessThanOrEqual(Date.now());

    const without = await createTestApp();
    try {
      const other = await registerAdmin(without);
      const res = await without.request('/api/admin/digest-clock', {
        method: 'POST',
        headers: { cookie: other.cookie },
      });
      expect(res.status).toBe(404);
    } finally {
      await without.close();
    }
  });
});

describe('accounts', () => {
  it('exports one’s own messages, and deleting the account leaves the host its copy without the name', async () => {
    const guest = await registerUser(t, { name: 'Erin Export' });
    const { id } = await expectStatus(
      kit.ask(guest, { kind: 'room', id: kit.things.room.id }, 'Export me'),
      201,
    );
    await expectStatus(kit.post(kit.p, `/api/partner/conversations/${id}/messages`, { body: 'Noted' }), 201);
    const exported = await expectStatus(kit.get(guest, '/api/profile/export'), 200);
    expect(exported.messages).toEqual([
      expect.objectContaining({ conversationId: id, side: 'guest', body: 'Export me' }),
    ]);

    await expectStatus(kit.call(guest.cookie, 'DELETE', '/api/profile', { password: guest.password }), 204);
    const kept = await expectStatus(kit.get(kit.p, `/api/partner/conversations/${id}`), 200);
    expect(kept.guestName).toBe(DELETED_GUEST);
    expect(
      kept.messages.map((m: { senderName: string | null; body: string }) => [m.senderName, m.body]),
    ).toEqual([
      [null, 'Export me'],
      ['Maya', 'Noted'],
    ]);
    expect(JSON.stringify(kept)).not.toContain('Erin');
  });
});

describe('the rate limit', () => {
  it('refuses an account’s messages past the limit with a 429, saving nothing', async () => {
    const rule = { max: 2, windowSeconds: 3600 };
    const limited = await createTestApp({ seed: true, rateLimits: { messagesAccount: rule } });
    try {
      const organisationId = await organisationOf(limited.db, seedOrganisations[0]!.member.email);
      const room = (await askables(limited.db, organisationId)).room;
      const guest = await registerUser(limited);
      const send = (body: string) =>
        limited.request('/api/conversations', {
          method: 'POST',
          headers: { cookie: guest.cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({ about: { kind: 'room', id: room.id }, body }),
        });
      const { id } = await expectStatus(send('one'), 201);
      await expectStatus(send('two'), 201);
      await expectRateLimited(
        await send('three'),
        rule,
        'You have sent many messages in a short time. Please wait and try again.',
      );
      expect(await messageCount(limited.db, id)).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
