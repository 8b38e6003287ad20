import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_PHOTOS_TEXTS } from '@restora/shared/domain/conversations';
import { messagePhotos } from '../../db/schema/message-photos';
import { sweepUnsentMessagePhotos } from '../../services/conversations/message-photos';
import { conversationsKit, expectStatus } from '../../test/conversations-kit';
import { testImage } from '../../test/photos-kit';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

// Photos in messages (docs/decisions/conversations.md, "Photos in messages").

let t: TestApp;
let kit: Awaited<ReturnType<typeof conversationsKit>>;
let jpeg: Uint8Array;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  kit = await conversationsKit(t);
  jpeg = await testImage({ width: 1000, height: 750 });
});
afterAll(() => t.close());

type Who = Parameters<typeof kit.get>[0];
const cookieOf = (who: Who) => (typeof who === 'string' ? who : who.cookie);

const upload = (who: Who, base: string, id: number, bytes = jpeg) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' }));
  return t.request(`/api/${base}/${id}/photos`, {
    method: 'POST',
    headers: { cookie: cookieOf(who) },
    body: form,
  });
};
const fetchFile = (who: Who, url: string) => t.request(url, { headers: { cookie: cookieOf(who) } });

async function threadOf(guest: Who) {
  return (await expectStatus(kit.ask(guest, { kind: 'room', id: kit.things.room.id }), 201)).id as number;
}

describe('photos in messages', () => {
  it('are sent with a message and shown to the thread’s guest and every member, no one else', async () => {
    const guest = await registerUser(t);
    const id = await threadOf(guest);
    const photo = await expectStatus(upload(guest, 'conversations', id), 201);
    expect(photo.sizes.map((s: { width: number }) => s.width)).toEqual([480, 960, 1000]);
    const url: string = photo.sizes[0].webp;
    expect(url).toMatch(new RegExp(`^/api/message-photos/${photo.id}/480-[0-9a-f]{16}\\.webp$`));
    // Before it is sent only its uploader sees it.
    expect((await fetchFile(guest, url)).status).toBe(200);
    expect((await fetchFile(kit.p, url)).status).toBe(404);

    const sent = await expectStatus(
      kit.post(guest, `/api/conversations/${id}/messages`, {
        body: 'The view from my room',
        photoIds: [photo.id],
      }),
      201,
    );
    expect(sent.messages.at(-1).photos).toEqual([photo]);
    const seen = await expectStatus(kit.get(kit.memberB, `/api/partner/conversations/${id}`), 200);
    expect(seen.messages.at(-1).photos.map((p: { id: number }) => p.id)).toEqual([photo.id]);

    const res = await fetchFile(kit.p, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const stranger = await registerUser(t);
    for (const who of [stranger, kit.q]) expect((await fetchFile(who, url)).status).toBe(404);
    expect((await t.request(url)).status).toBe(401);
    // The public uploads path never serves them, whatever the key.
    const [row] = await t.db.select().from(messagePhotos).where(eq(messagePhotos.id, photo.id));
    expect(row!.variants[0]!.webp.startsWith('messages/')).toBe(true);
    expect((await t.request(`/uploads/${row!.variants[0]!.webp}`)).status).toBe(404);
  });

  it('refuses another’s photo, a sent one, five at once and what is not a photo; nothing is sent', async () => {
    const guest = await registerUser(t);
    const id = await threadOf(guest);
    const partnerPhoto = await expectStatus(upload(kit.p, 'partner/conversations', id), 201);
    const path = `/api/conversations/${id}/messages`;
    const before = (await expectStatus(kit.get(guest, `/api/conversations/${id}`), 200)).messages.length;
    const refusal = await expectStatus(
      kit.post(guest, path, { body: 'Mine?', photoIds: [partnerPhoto.id] }),
      400,
    );
    expect(refusal.error.fields).toEqual({ photoIds: MESSAGE_PHOTOS_TEXTS.notYours });
    const tooMany = await expectStatus(
      kit.post(guest, path, { body: 'Five', photoIds: [1, 2, 3, 4, 5] }),
      400,
    );
    expect(tooMany.error.fields.photoIds).toBe(MESSAGE_PHOTOS_TEXTS.tooMany);
    const twice = await expectStatus(kit.post(guest, path, { body: 'Twice', photoIds: [7, 7] }), 400);
    expect(twice.error.fields.photoIds).toBe(MESSAGE_PHOTOS_TEXTS.twice);
    expect((await expectStatus(kit.get(guest, `/api/conversations/${id}`), 200)).messages).toHaveLength(
      before,
    );

    const mine = await expectStatus(upload(guest, 'conversations', id), 201);
    await expectStatus(kit.post(guest, path, { body: 'Sent', photoIds: [mine.id] }), 201);
    const again = await expectStatus(kit.post(guest, path, { body: 'Again', photoIds: [mine.id] }), 400);
    expect(again.error.fields.photoIds).toBe(MESSAGE_PHOTOS_TEXTS.notYours);

    await expectStatus(upload(guest, 'conversations', id, new TextEncoder().encode('not an image')), 400);
    // Twenty may wait; the twenty-first is refused until some are sent.
    const [waiting] = await t.db.select().from(messagePhotos).where(eq(messagePhotos.id, mine.id));
    const { id: _id, messageId: _m, createdAt: _c, ...copy } = waiting!;
    await t.db.insert(messagePhotos).values(Array.from({ length: 19 }, () => copy));
    await expectStatus(upload(guest, 'conversations', id), 201);
    expect((await expectStatus(upload(guest, 'conversations', id), 400)).error.message).toBe(
      MESSAGE_PHOTOS_TEXTS.tooManyWaiting,
    );
  });

  it('is a 404 into another’s thread, a 403 for a non-partner on the partner route, 401 signed out', async () => {
    const guest = await registerUser(t);
    const id = await threadOf(guest);
    const other = await registerUser(t);
    await expectStatus(upload(other, 'conversations', id), 404);
    await expectStatus(upload(kit.q, 'partner/conversations', id), 404);
    await expectStatus(upload(other, 'partner/conversations', id), 403);
    await expectStatus(upload('', 'conversations', id), 401);
    expect(await t.db.select().from(messagePhotos).where(eq(messagePhotos.conversationId, id))).toEqual([]);
  });

  it('removes photos never sent a day later, with their files, and keeps sent ones', async () => {
    const guest = await registerUser(t);
    const id = await threadOf(guest);
    const waiting = await expectStatus(upload(guest, 'conversations', id), 201);
    const sent = await expectStatus(upload(guest, 'conversations', id), 201);
    await expectStatus(
      kit.post(guest, `/api/conversations/${id}/messages`, { body: 'One', photoIds: [sent.id] }),
      201,
    );
    const [row] = await t.db.select().from(messagePhotos).where(eq(messagePhotos.id, waiting.id));
    const file = path.join(t.uploadsDir, row!.variants[0]!.webp);
    expect(existsSync(file)).toBe(true);
    // Not yet a day old: kept. (Other tests' waiting photos share the database, hence at least one.)
    await sweepUnsentMessagePhotos(t.db, t.files);
    expect(existsSync(file)).toBe(true);
    expect(
      await sweepUnsentMessagePhotos(t.db, t.files, new Date(Date.now() + 86_400_000 + 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    const left = await t.db.select().from(messagePhotos).where(eq(messagePhotos.conversationId, id));
    expect(left.map((r) => r.id)).toEqual([sent.id]);
  });
});
