import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUSPENDED_MESSAGE } from '@restora/shared/contracts/admin-users';
import { MESSAGE_REPORT_TEXTS } from '@restora/shared/domain/message-reports';
import { auditEvents } from '../../db/schema/audit';
import { conversationReads, conversations } from '../../db/schema/conversations';
import { messageReports } from '../../db/schema/message-reports';
import { conversationsKit, expectStatus } from '../../test/conversations-kit';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Reporting conversation messages and the operator's moderation (docs/decisions/conversations.md,
// "Moderation"): who may report what, what the operator may read, hiding with the unread counts kept
// right, dismissing, suspending the sender, and the audit trail.

let t: TestApp;
let kit: Awaited<ReturnType<typeof conversationsKit>>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await conversationsKit(t);
  admin = (await registerAdmin(t)).cookie;
});
afterAll(() => t.close());

type Who = Parameters<typeof kit.post>[0];
const spam = { reason: 'spam' };

/** A guest's thread with P's organisation: the guest's question, P's answer, and their ids. */
async function thread(name = 'Rosa Reporter') {
  const guest = await registerUser(t, { name });
  const { id } = await expectStatus(kit.ask(guest, { kind: 'room', id: kit.things.room.id }, 'Hello?'), 201);
  const replied = await expectStatus(
    kit.post(kit.p, `/api/partner/conversations/${id}/messages`, { body: 'Pay me by wire instead.' }),
    201,
  );
  const [question, answer] = replied.messages.slice(-2) as { id: number }[];
  return { guest, id: id as number, questionId: question!.id, answerId: answer!.id };
}
const guestReport = (who: Who, id: number, messageId: number, body: unknown = spam) =>
  kit.post(who, `/api/conversations/${id}/messages/${messageId}/report`, body);
const partnerReport = (who: Who, id: number, messageId: number, body: unknown = spam) =>
  kit.post(who, `/api/partner/conversations/${id}/messages/${messageId}/report`, body);
const act = (id: number, messageId: number, verb: string, who: Who = admin) =>
  kit.post(who, `/api/admin/conversations/${id}/messages/${messageId}/${verb}`);
const auditOf = (id: number) =>
  t.db
    .select({ action: auditEvents.action, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.objectType, 'conversation'), eq(auditEvents.objectId, String(id))))
    .orderBy(auditEvents.id);

describe('reporting a message', () => {
  it('lets the guest report the host’s message once while open, never their own, never another guest’s thread', async () => {
    const { guest, id, questionId, answerId } = await thread();
    const first = await expectStatus(
      guestReport(guest, id, answerId, { reason: 'scam', note: ' Wire! ' }),
      201,
    );
    expect(first).toMatchObject({ messageId: answerId, conversationId: id });
    const again = await expectStatus(guestReport(guest, id, answerId), 200);
    expect(again.reportedAt).toBe(first.reportedAt);
    const rows = await t.db.select().from(messageReports).where(eq(messageReports.messageId, answerId));
    expect(rows).toMatchObject([{ reason: 'scam', note: 'Wire!', reporterSide: 'guest', resolvedAt: null }]);

    expect((await expectStatus(guestReport(guest, id, questionId), 422)).error.message).toBe(
      MESSAGE_REPORT_TEXTS.ownMessage,
    );
    const stranger = await registerUser(t);
    await expectStatus(guestReport(stranger, id, answerId), 404);
    await expectStatus(guestReport('', id, answerId), 401);
    // A message of another thread, named under this one, is not found.
    const other = await thread('Olga Other');
    await expectStatus(guestReport(guest, id, other.answerId), 404);
  });

  it('lets a member report the guest’s message; another organisation gets a 404, a non-partner a 403', async () => {
    const { id, questionId, answerId } = await thread();
    await expectStatus(partnerReport(kit.memberB, id, questionId, { reason: 'harassment' }), 201);
    // A colleague's message is the organisation's own.
    await expectStatus(partnerReport(kit.memberB, id, answerId), 422);
    await expectStatus(partnerReport(kit.q, id, questionId), 404);
    await expectStatus(partnerReport(kit.traveller, id, questionId), 403);
  });

  it('names each refused field', async () => {
    const { guest, id, answerId } = await thread();
    const missing = await expectStatus(guestReport(guest, id, answerId, {}), 400);
    expect(missing.error.fields.reason).toBe(MESSAGE_REPORT_TEXTS.reasonRequired);
    const other = await expectStatus(guestReport(guest, id, answerId, { reason: 'other', note: '  ' }), 400);
    expect(other.error.fields.note).toBe(MESSAGE_REPORT_TEXTS.noteRequired);
    const long = await expectStatus(
      guestReport(guest, id, answerId, { reason: 'spam', note: 'x'.repeat(501) }),
      400,
    );
    expect(long.error.fields.note).toBe(MESSAGE_REPORT_TEXTS.noteTooLong);
    expect(await t.db.select().from(messageReports).where(eq(messageReports.messageId, answerId))).toEqual(
      [],
    );
  });
});

describe('the operator', () => {
  it('reads a reported thread only: any other thread is a 404, and non-administrators a 403', async () => {
    const reported = await thread();
    const quiet = await thread('Quinn Quiet');
    await expectStatus(kit.get(admin, `/api/admin/conversations/${reported.id}`), 404);
    await expectStatus(guestReport(reported.guest, reported.id, reported.answerId), 201);
    const seen = await expectStatus(kit.get(admin, `/api/admin/conversations/${reported.id}`), 200);
    expect(seen.property.id).toBe(kit.things.room.propertyId);
    expect(seen.organisation.name).toBeTruthy();
    expect(seen.guestName).toBe('Rosa Reporter');
    expect(seen.messages.map((m: { id: number }) => m.id)).toEqual([reported.questionId, reported.answerId]);
    expect(seen.messages[1]).toMatchObject({
      side: 'partner',
      sender: { suspended: false },
      hiddenAt: null,
      reports: [{ reason: 'spam', reporterSide: 'guest', resolution: null }],
    });
    await expectStatus(kit.get(admin, `/api/admin/conversations/${quiet.id}`), 404);
    await expectStatus(kit.get(admin, '/api/admin/conversations/999999'), 404);
    await expectStatus(act(quiet.id, quiet.answerId, 'hide'), 404);
    await expectStatus(act(reported.id, quiet.answerId, 'hide'), 404);
    await expectStatus(kit.get(reported.guest, `/api/admin/conversations/${reported.id}`), 403);
    await expectStatus(kit.get(kit.p, '/api/admin/messages/reported'), 403);
    await expectStatus(act(reported.id, reported.answerId, 'hide', kit.p), 403);
  });

  it('lists reported messages newest first, open then resolved once dismissed', async () => {
    const a = await thread();
    const b = await thread();
    await expectStatus(guestReport(a.guest, a.id, a.answerId), 201);
    await expectStatus(guestReport(b.guest, b.id, b.answerId, { reason: 'harassment' }), 201);
    const open = await expectStatus(kit.get(admin, '/api/admin/messages/reported'), 200);
    const ids = open.items.map((i: { messageId: number }) => i.messageId);
    expect(ids.indexOf(b.answerId)).toBeLessThan(ids.indexOf(a.answerId));
    expect(open.items[ids.indexOf(b.answerId)]).toMatchObject({
      conversationId: b.id,
      side: 'partner',
      excerpt: 'Pay me by wire instead.',
      reasons: ['harassment'],
      reportCount: 1,
      hidden: false,
    });
    await expectStatus(kit.get(admin, '/api/admin/messages/reported?status=nope'), 400);

    expect(await expectStatus(act(a.id, a.answerId, 'dismiss'), 200)).toMatchObject({ closedReports: 1 });
    expect(await expectStatus(act(a.id, a.answerId, 'dismiss'), 200)).toMatchObject({ closedReports: 0 });
    const after = await expectStatus(kit.get(admin, '/api/admin/messages/reported'), 200);
    expect(after.items.map((i: { messageId: number }) => i.messageId)).not.toContain(a.answerId);
    const resolved = await expectStatus(kit.get(admin, '/api/admin/messages/reported?status=resolved'), 200);
    expect(resolved.items.map((i: { messageId: number }) => i.messageId)).toContain(a.answerId);
    // Dismissed, the guest may report it again: it is waiting once more.
    await expectStatus(guestReport(a.guest, a.id, a.answerId), 201);
    expect((await auditOf(a.id)).map((r) => r.action)).toEqual(['conversation.dismiss-reports']);
  });
});

describe('hiding a message keeps the unread counts right', () => {
  const counters = async (id: number) =>
    (
      await t.db
        .select({ guest: conversations.guestMessages, partner: conversations.partnerMessages })
        .from(conversations)
        .where(eq(conversations.id, id))
    )[0]!;

  it('drops the badge of an unread message, and unhiding brings it back; the guest no longer sees it', async () => {
    const { guest, id, answerId } = await thread();
    expect((await kit.badge(guest)).messages).toBe(1);
    await expectStatus(guestReport(guest, id, answerId), 201);
    const before = await counters(id);
    const hidden = await expectStatus(act(id, answerId, 'hide'), 200);
    expect(hidden).toEqual({ messageId: answerId, hidden: true, closedReports: 1 });
    expect(await counters(id)).toEqual({ ...before, partner: before.partner - 1 });
    // Twice changes nothing.
    expect(await expectStatus(act(id, answerId, 'hide'), 200)).toMatchObject({ closedReports: 0 });
    expect(await counters(id)).toEqual({ ...before, partner: before.partner - 1 });
    expect((await kit.badge(guest)).messages).toBe(0);
    const shown = await expectStatus(kit.get(guest, `/api/conversations/${id}`), 200);
    expect(shown.messages.map((m: { id: number }) => m.id)).not.toContain(answerId);
    const forOperator = await expectStatus(kit.get(admin, `/api/admin/conversations/${id}`), 200);
    expect(forOperator.messages.at(-1)).toMatchObject({ id: answerId, hiddenAt: expect.any(String) });

    await expectStatus(act(id, answerId, 'unhide'), 200);
    await expectStatus(act(id, answerId, 'unhide'), 200);
    expect(await counters(id)).toEqual(before);
    expect((await auditOf(id)).map((r) => r.action)).toEqual([
      'conversation.hide-message',
      'conversation.unhide-message',
    ]);
  });

  it('after hiding a message already read, the next message still counts as unread', async () => {
    const { guest, id, answerId } = await thread();
    await expectStatus(kit.get(guest, `/api/conversations/${id}`), 200);
    expect((await kit.badge(guest)).messages).toBe(0);
    await expectStatus(guestReport(guest, id, answerId), 201);
    await expectStatus(act(id, answerId, 'hide'), 200);
    expect((await kit.badge(guest)).messages).toBe(0);
    const [mark] = await t.db
      .select({ seen: conversationReads.seenCount })
      .from(conversationReads)
      .where(and(eq(conversationReads.conversationId, id), eq(conversationReads.userId, guest.user.id)));
    expect(mark!.seen).toBe(0);
    await expectStatus(kit.post(kit.p, `/api/partner/conversations/${id}/messages`, { body: 'Sorry.' }), 201);
    expect((await kit.badge(guest)).messages).toBe(1);
    // The members' marks count the guest's messages: hiding the host's message leaves them alone.
    const pBadge = await kit.badge(kit.p, true);
    await expectStatus(act(id, answerId, 'unhide'), 200);
    expect(await kit.badge(kit.p, true)).toEqual(pBadge);
    expect((await kit.badge(guest)).messages).toBe(1);
  });

  it('lowers the marks of the members who had read the guest’s message, and leaves the guest’s own', async () => {
    const { guest, id, questionId } = await thread();
    await expectStatus(partnerReport(kit.memberB, id, questionId), 201);
    // P has read the question (P answered it); B has not.
    const [p0, b0, g0] = [
      await kit.badge(kit.p, true),
      await kit.badge(kit.memberB, true),
      await kit.badge(guest),
    ];
    await expectStatus(act(id, questionId, 'hide'), 200);
    expect(await kit.badge(kit.p, true)).toEqual(p0);
    expect((await kit.badge(kit.memberB, true)).messages).toBe(b0.messages - 1);
    expect(await kit.badge(guest)).toEqual(g0);
    await expectStatus(kit.post(guest, `/api/conversations/${id}/messages`, { body: 'Still there?' }), 201);
    expect((await kit.badge(kit.p, true)).messages).toBe(p0.messages + 1);
    expect((await kit.badge(kit.memberB, true)).messages).toBe(b0.messages);
  });
});

describe('suspending the sender', () => {
  it('suspends through the back office’s suspension: sessions end, sign-in is refused, audited on the thread', async () => {
    const sender = await registerUser(t, { name: 'Sam Sender' });
    const { id } = await expectStatus(
      kit.ask(sender, { kind: 'room', id: kit.things.room.id }, 'Rude words'),
      201,
    );
    const detail = await expectStatus(kit.get(kit.p, `/api/partner/conversations/${id}`), 200);
    const messageId = detail.messages.at(-1).id as number;
    await expectStatus(partnerReport(kit.p, id, messageId, { reason: 'harassment' }), 201);
    const done = await expectStatus(act(id, messageId, 'suspend-sender'), 200);
    expect(done.userId).toBe(sender.user.id);
    await expectStatus(act(id, messageId, 'suspend-sender'), 200);
    await expectStatus(kit.post(sender, `/api/conversations/${id}/messages`, { body: 'Again' }), 401);
    const refused = await t.postJson('/api/auth/sign-in', { email: sender.email, password: sender.password });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error.message).toBe(SUSPENDED_MESSAGE);
    const seen = await expectStatus(kit.get(admin, `/api/admin/conversations/${id}`), 200);
    expect(seen.messages.at(-1).sender).toMatchObject({ id: sender.user.id, suspended: true });
    expect(await auditOf(id)).toMatchObject([
      { action: 'conversation.suspend-sender', after: { messageId, userId: sender.user.id } },
    ]);
    const userAudit = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.objectType, 'user'), eq(auditEvents.objectId, sender.user.id)));
    expect(userAudit).toEqual([{ action: 'user.suspend' }]);
  });
});
