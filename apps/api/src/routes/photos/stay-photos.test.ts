import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photosKit, testImage } from '../../test/photos-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

let t: TestApp;
let kit: Awaited<ReturnType<typeof photosKit>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = await photosKit(t);
});
afterAll(() => t?.close());

type Card = { id: number; image: string | null; photo: { id: number; sizes: { webp: string }[] } | null };
const cardOf = async (roomId: number): Promise<Card> =>
  (await readJson(await t.request('/api/stays?location=Ericeira&pageSize=48'))).items.find(
    (c: Card) => c.id === roomId,
  );

describe('photos where stays are shown', () => {
  it('cards show the room’s cover, else the property’s, else the artwork, and change at once', async () => {
    const [sea, garden] = kit.p.roomIds as [number, number];
    // Read once, so the search answer is cached: the uploads below must still show at once.
    expect((await cardOf(sea)).photo).toBeNull();
    expect((await cardOf(sea)).image).toBe('/images/stays/stay-1.svg');
    const jpeg = await testImage({ width: 1000, height: 700 });
    const propertyPhoto = await readJson(await kit.upload(`properties/${kit.p.propertyId}`, jpeg));
    expect((await cardOf(sea)).photo?.id).toBe(propertyPhoto.id);
    const first = await readJson(await kit.upload(`rooms/${sea}`, jpeg));
    const second = await readJson(await kit.upload(`rooms/${sea}`, jpeg));
    const card = await cardOf(sea);
    expect(card.photo?.id).toBe(first.id);
    expect(card.photo?.sizes[0]?.webp).toMatch(/^\/uploads\//);
    expect((await cardOf(garden)).photo?.id).toBe(propertyPhoto.id);

    await kit.send('POST', `/api/partner/photos/${second.id}/cover`);
    expect((await cardOf(sea)).photo?.id).toBe(second.id);
    const featured = await readJson(await t.request('/api/stays/featured'));
    expect(featured.items.find((c: Card) => c.id === sea).photo.id).toBe(second.id);

    // The stay's page: the room's photos in order, then the property's.
    const stay = await readJson(await t.request(`/api/stays/${sea}`));
    expect(stay.photos.map((p: { id: number }) => p.id)).toEqual([second.id, first.id, propertyPhoto.id]);
    expect(stay.photo.id).toBe(second.id);

    await kit.send('DELETE', `/api/partner/photos/${second.id}`);
    await kit.send('DELETE', `/api/partner/photos/${first.id}`);
    expect((await cardOf(sea)).photo?.id).toBe(propertyPhoto.id);
  });
});
