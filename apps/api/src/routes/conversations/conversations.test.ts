import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import {
  CONVERSATION_CLOSED,
  CONVERSATION_NOT_FOUND,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  OWN_PROPERTY,
} from '@restora/shared/domain/conversations';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { auditEvents } from '../../db/schema/audit';
import { conversationMessages } from '../../db/schema/conversations';
import { conversationsKit, expectStatus, messageCount } from '../../test/conversations-kit';
import { day } from '../../test/fixtures';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Conversations between guests and hosts (docs/decisions/conversations.md): threads, unread counts and read
// marks, who sees what, closing, what a message may be. Digests, accounts and the limit: conversation-mail.test.ts.

let t: TestApp;
let kit: Awaited<ReturnType<typeof conversationsKit>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await conversationsKit(t);
});
afterAll(() => t.close());

describe('asking the host', () => {
  it('starts a thread about a room, a retreat or a service, and continues it for the same property', async () => {
    const guest = await registerUser(t);
    for (const kind of ['room', 'retreat', 'service'] as const) {
      const thread = await expectStatus(kit.ask(guest, { kind, id: kit.things[kind].id }), 201);
      expect(thread.about.property.id).toBe(kit.things[kind].propertyId);
      expect(thread.about[kind].id).toBe(kit.things[kind].id);
      expect(thread.organisation.name).toBeTruthy();
      expect(thread.messages.at(-1)).toMatchObject({ side: 'guest', mine: true, senderName: 'Test' });
      const again = await expectStatus(
        kit.ask(guest, { kind, id: kit.things[kind].id }, 'And parking?'),
        201,
      );
      expect(again.id).toBe(thread.id);
      expect(again.messages.map((m: { body: string }) => m.body).slice(-2)).toEqual([
        'Is breakfast included?',
        'And parking?',
      ]);
    }
    await expectStatus(kit.ask(guest, { kind: 'room', id: 999_999 }), 404);
    // A host of the property cannot ask it: one person is never both sides.
    expect(
      (await expectStatus(kit.ask(kit.memberB, { kind: 'room', id: kit.things.room.id }), 422)).error.message,
    ).toBe(OWN_PROPERTY);
  });
});

describe('replies, unread counts and read marks', () => {
  it('counts the other side’s messages per person until each reads them; members keep their own marks', async () => {
    const guest = await registerUser(t, { name: 'Gita Guest' });
    const [pBefore, bBefore] = [await kit.badge(kit.p, true), await kit.badge(kit.memberB, true)];
    const { id } = await expectStatus(kit.ask(guest, { kind: 'room', id: kit.things.room.id }), 201);
    expect((await kit.badge(kit.p, true)).messages).toBe(pBefore.messages + 1);
    expect((await kit.badge(kit.memberB, true)).messages).toBe(bBefore.messages + 1);
    const unreadList = await expectStatus(
      kit.get(kit.memberB, '/api/partner/conversations?unread=true'),
      200,
    );
    expect(unreadList.conversations.find((c: { id: number }) => c.id === id)).toMatchObject({
      unread: 1,
      guestName: 'Gita G.',
    });

    const seen = await expectStatus(kit.get(kit.p, `/api/partner/conversations/${id}`), 200);
    expect(seen.unread).toBe(0);
    expect(await kit.badge(kit.p, true)).toEqual(pBefore);
    expect((await kit.badge(kit.memberB, true)).messages).toBe(bBefore.messages + 1);

    const replied = await expectStatus(
      kit.post(kit.p, `/api/partner/conversations/${id}/messages`, { body: 'Yes, from 8.' }),
      201,
    );
    expect(replied.messages.at(-1)).toMatchObject({ side: 'partner', mine: true, senderName: 'Maya' });
    expect(await kit.badge(guest)).toEqual({ messages: 1, conversations: 1 });
    // A member's reply is not unread for the other members: only the guest's messages are.
    expect((await kit.badge(kit.memberB, true)).messages).toBe(bBefore.messages + 1);

    const list = await expectStatus(kit.get(guest, '/api/conversations?unread=true'), 200);
    expect(list.conversations.map((c: { id: number }) => c.id)).toEqual([id]);
    const read = await expectStatus(kit.get(guest, `/api/conversations/${id}`), 200);
    expect(read.messages.at(-1)).toMatchObject({
      side: 'partner',
      mine: false,
      senderName: 'Maya',
      body: 'Yes, from 8.',
    });
    expect(await kit.badge(guest)).toEqual({ messages: 0, conversations: 0 });

    expect(await expectStatus(kit.post(kit.memberB, `/api/partner/conversations/${id}/read`), 200)).toEqual(
      bBefore,
    );
    await expectStatus(kit.post(guest, `/api/conversations/${id}/messages`, { body: 'Thank you!' }), 201);
    expect((await kit.badge(kit.memberB, true)).messages).toBe(bBefore.messages + 1);
    const partnerList = await expectStatus(
      kit.get(kit.p, `/api/partner/conversations?propertyId=${kit.things.room.propertyId}`),
      200,
    );
    expect(partnerList.conversations[0].id).toBe(id);
  });
});

describe('the inbox line', () => {
  it('shows the start of the latest message still shown, to each side, folded and cut at a word', async () => {
    const guest = await registerUser(t);
    const long = `Hello!\n\nWe are two   and ${'would like a quiet room '.repeat(8)}please.`;
    const { id } = await expectStatus(kit.ask(guest, { kind: 'room', id: kit.things.room.id }, long), 201);
    const lineOf = async (who: Parameters<typeof kit.get>[0], path: string) =>
      (await expectStatus(kit.get(who, path), 200)).conversations.find((c: { id: number }) => c.id === id)
        .lastMessage;
    const mineLine = await lineOf(guest, '/api/conversations');
    expect(mineLine).toMatchObject({ side: 'guest', mine: true });
    expect(mineLine.preview).toMatch(/^Hello! We are two and would like a quiet room would like/);
    expect(mineLine.preview.endsWith('room…')).toBe(true);
    expect(mineLine.preview.length).toBeLessThanOrEqual(121);
    expect(await lineOf(kit.p, '/api/partner/conversations')).toEqual({ ...mineLine, mine: false });

    const reply = await expectStatus(
      kit.post(kit.p, `/api/partner/conversations/${id}/messages`, { body: 'Of course.' }),
      201,
    );
    expect(await lineOf(guest, '/api/conversations')).toEqual({
      side: 'partner',
      preview: 'Of course.',
      mine: false,
    });
    // A hidden message is not shown in the line either: the one before it is.
    await t.db
      .update(conversationMessages)
      .set({ hiddenAt: new Date() })
      .where(eq(conversationMessages.id, reply.messages.at(-1).id));
    expect((await lineOf(guest, '/api/conversations')).side).toBe('guest');
  });
});

describe('who sees what', () => {
  it('answers 404 for another guest’s or organisation’s thread, 403 to a non-partner, 401 signed out', async () => {
    const guest = await registerUser(t);
    const { id } = await expectStatus(kit.ask(guest, { kind: 'room', id: kit.things.room.id }), 201);
    const other = await registerUser(t);
    for (const res of [
      kit.get(other, `/api/conversations/${id}`),
      kit.post(other, `/api/conversations/${id}/messages`, { body: 'Hi' }),
      kit.post(other, `/api/conversations/${id}/read`),
      kit.get(kit.q, `/api/partner/conversations/${id}`),
      kit.post(kit.q, `/api/partner/conversations/${id}/messages`, { body: 'Hi' }),
      kit.post(kit.q, `/api/partner/conversations/${id}/status`, { status: 'closed' }),
    ])
      expect((await expectStatus(res, 404)).error.message).toBe(CONVERSATION_NOT_FOUND);
    expect((await expectStatus(kit.get(other, `/api/partner/conversations/${id}`), 403)).error.message).toBe(
      NOT_A_PARTNER,
    );
    await expectStatus(kit.get(other, '/api/partner/conversations'), 403);
    await expectStatus(kit.get('', `/api/conversations/${id}`), 401);
    await expectStatus(kit.get('', '/api/partner/conversations'), 401);
    expect((await expectStatus(kit.get(other, '/api/conversations'), 200)).total).toBe(0);
    expect(await messageCount(t.db, id)).toBe(1);
  });
});

describe('closing a thread', () => {
  it('refuses the guest’s new messages (409), records it, and still takes the partner’s', async () => {
    const guest = await registerUser(t);
    const { id } = await expectStatus(kit.ask(guest, { kind: 'room', id: kit.things.room.id }), 201);
    const closed = await expectStatus(
      kit.post(kit.p, `/api/partner/conversations/${id}/status`, { status: 'closed' }),
      200,
    );
    expect(closed).toMatchObject({ status: 'closed', guestMayWrite: false });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectType, 'conversation'), eq(auditEvents.objectId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['conversation.close']);
    expect(
      (await expectStatus(kit.post(guest, `/api/conversations/${id}/messages`, { body: 'Hello?' }), 409))
        .error.message,
    ).toBe(CONVERSATION_CLOSED);
    await expectStatus(kit.ask(guest, { kind: 'room', id: kit.things.room.id }), 409);
    await expectStatus(
      kit.post(kit.p, `/api/partner/conversations/${id}/messages`, { body: 'We are full.' }),
      201,
    );
    expect(await messageCount(t.db, id)).toBe(2);
    await expectStatus(kit.post(kit.p, `/api/partner/conversations/${id}/status`, { status: 'open' }), 200);
    await expectStatus(kit.post(guest, `/api/conversations/${id}/messages`, { body: 'Thanks' }), 201);
  });

  it('gives a confirmed stay its thread, which stays open to the guest while the booking is in progress', async () => {
    const guest = await registerUser(t);
    const booked = await expectStatus(
      t.request('/api/bookings/stays', {
        method: 'POST',
        headers: {
          cookie: guest.cookie,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          roomId: kit.things.room.id,
          checkIn: day(200),
          checkOut: day(202),
          guests: 1,
          card: SAMPLE_CARD,
        }),
      }),
      201,
    );
    const bookingId = booked.bookings[0].id;
    const [thread] = (await expectStatus(kit.get(guest, '/api/conversations'), 200)).conversations;
    expect(thread.about.bookingId).toBe(bookingId);
    expect(thread.about.room.id).toBe(kit.things.room.id);
    await expectStatus(
      kit.post(kit.p, `/api/partner/conversations/${thread.id}/status`, { status: 'closed' }),
      200,
    );
    await expectStatus(
      kit.post(guest, `/api/conversations/${thread.id}/messages`, { body: 'Late arrival?' }),
      201,
    );
  });
});

describe('what a message may be', () => {
  it('refuses an empty message and one over 5,000 characters with the field’s message, saving nothing', async () => {
    const guest = await registerUser(t);
    const { id } = await expectStatus(kit.ask(guest, { kind: 'room', id: kit.things.room.id }), 201);
    const path = `/api/conversations/${id}/messages`;
    expect((await expectStatus(kit.post(guest, path, { body: '   ' }), 400)).error.fields).toEqual({
      body: MESSAGE_REQUIRED,
    });
    expect((await expectStatus(kit.post(guest, path, { body: 'x'.repeat(5001) }), 400)).error.fields).toEqual(
      {
        body: MESSAGE_TOO_LONG,
      },
    );
    expect(await messageCount(t.db, id)).toBe(1);
    await expectStatus(kit.post(guest, path, { body: ` ${'x'.repeat(5000)} ` }), 201);
    expect(await messageCount(t.db, id)).toBe(2);
  });
});

describe('reading a long thread', () => {
  it('answers the latest 50 messages oldest first, and the earlier ones with before', async () => {
    const guest = await registerUser(t);
    const { id } = await expectStatus(
      kit.ask(guest, { kind: 'room', id: kit.things.room.id }, 'Message 1'),
      201,
    );
    await t.db.insert(conversationMessages).values(
      Array.from({ length: 59 }, (_, i) => ({
        conversationId: id,
        senderSide: 'guest' as const,
        senderUserId: guest.user.id as string,
        body: `Message ${i + 2}`,
      })),
    );
    const latest = await expectStatus(kit.get(guest, `/api/conversations/${id}`), 200);
    const bodies = (page: { messages: { body: string }[] }) => page.messages.map((m) => m.body);
    expect(bodies(latest)).toEqual(Array.from({ length: 50 }, (_, i) => `Message ${i + 11}`));
    expect(latest.hasEarlier).toBe(true);
    const earlier = await expectStatus(
      kit.get(guest, `/api/conversations/${id}?before=${latest.messages[0].id}`),
      200,
    );
    expect(bodies(earlier)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${i + 1}`));
    expect(earlier.hasEarlier).toBe(false);
  });
});
