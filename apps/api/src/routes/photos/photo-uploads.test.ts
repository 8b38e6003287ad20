import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_TEXTS } from '@restora/shared/domain/photo-rules';
import { photos } from '../../db/schema/photos';
import { filesUnder, photosKit, testImage } from '../../test/photos-kit';
import { createTestApp, readJson, type TestApp } from '../../test/test-app';

let t: TestApp;
let kit: Awaited<ReturnType<typeof photosKit>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = await photosKit(t);
});
afterAll(() => t?.close());

const rowCount = async () => (await t.db.select({ n: count() }).from(photos))[0]!.n;
const fetchBytes = async (url: string) => Buffer.from(await (await t.request(url)).arrayBuffer());

/** Nothing stored: the same rows and the same files as before the refused upload. */
async function expectRefused(res: Response, message: string, before: { rows: number; files: string[] }) {
  expect(res.status).toBe(400);
  expect((await readJson(res)).error.message).toBe(message);
  expect(await rowCount()).toBe(before.rows);
  expect(filesUnder(t.uploadsDir)).toEqual(before.files);
}
const snapshot = async () => ({ rows: await rowCount(), files: filesUnder(t.uploadsDir) });

describe('uploading a photo', () => {
  it('turns a JPEG upright by its EXIF orientation and strips EXIF and GPS', async () => {
    const jpeg = await testImage({ width: 1200, height: 900, orientation: 6, gps: true });
    expect(jpeg.includes('Secret Owner')).toBe(true);
    const res = await kit.upload(`rooms/${kit.p.roomIds[0]}`, jpeg);
    expect(res.status).toBe(201);
    const photo = await readJson(res);
    // Turned a quarter: 900 wide, 1200 high; stored at 480 and at its own 900 (never upscaled).
    expect([photo.width, photo.height]).toEqual([900, 1200]);
    expect(photo.sizes.map((s: { width: number }) => s.width)).toEqual([480, 900]);
    expect(photo.isCover).toBe(true);
    for (const size of photo.sizes) {
      expect(size.avif).toMatch(/^\/uploads\/photos\/[0-9a-f]{16}\/\d+-[0-9a-f]{16}\.avif$/);
      expect(size.webp).toMatch(/^\/uploads\/photos\/[0-9a-f]{16}\/\d+-[0-9a-f]{16}\.webp$/);
      for (const url of [size.avif, size.webp]) {
        const bytes = await fetchBytes(url);
        const meta = await sharp(bytes).metadata();
        expect([meta.width, meta.height]).toEqual([size.width, size.height]);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(bytes.includes('Secret Owner')).toBe(false);
      }
    }
    // The red half was on the left; turned clockwise it is on top.
    const { data, info } = await sharp(await fetchBytes(photo.sizes[1].webp))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(450, 100)[0]).toBeGreaterThan(150);
    expect(pixel(450, 100)[2]).toBeLessThan(100);
    expect(pixel(450, 1100)[2]).toBeGreaterThan(150);
    expect(pixel(450, 1100)[0]).toBeLessThan(100);
  });

  it('accepts PNG, WebP and AVIF, whatever their names say, and keeps at most 1600 px', async () => {
    for (const [format, name] of [
      ['png', 'scan.png'],
      ['webp', 'holiday.jpg'],
      ['avif', 'no-extension'],
    ] as const) {
      const res = await kit.upload(
        `properties/${kit.p.propertyId}`,
        await testImage({ width: 2000, height: 1000, format }),
        undefined,
        name,
        'application/octet-stream',
      );
      expect(res.status, format).toBe(201);
      const photo = await readJson(res);
      expect(photo.sizes.map((s: { width: number }) => s.width)).toEqual([480, 960, 1600]);
      expect(photo.sizes[2].height).toBe(800);
    }
  });

  it('serves the files for a year as immutable, and refuses keys that leave the store', async () => {
    const { photos: list } = await kit.list(`properties/${kit.p.propertyId}`);
    const res = await t.request(list[0].sizes[0].avif);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const bad of [
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/photos/%2e%2e/%2e%2e/package.json',
      '/uploads/%2fetc%2fpasswd',
      '/uploads/photos/missing/480-0000000000000000.webp',
      `${list[0].sizes[0].avif}.part`,
    ])
      expect((await t.request(bad)).status, bad).toBe(404);
  });

  it('refuses a text file named .jpg, storing nothing', async () => {
    const before = await snapshot();
    const res = await kit.upload(
      `rooms/${kit.p.roomIds[1]}`,
      Buffer.from('just some words, not a photo\n'.repeat(50)),
      undefined,
      'photo.jpg',
    );
    await expectRefused(res, PHOTO_TEXTS.notAnImage, before);
  });

  it('refuses a damaged JPEG (a readable header, a truncated body), storing nothing', async () => {
    const before = await snapshot();
    const jpeg = await testImage();
    const res = await kit.upload(`rooms/${kit.p.roomIds[1]}`, jpeg.subarray(0, Math.floor(jpeg.length / 3)));
    await expectRefused(res, PHOTO_TEXTS.notAnImage, before);
  });

  it('refuses a file over 10 MB, storing nothing', async () => {
    const before = await snapshot();
    const big = Buffer.concat([await testImage(), Buffer.alloc(11 * 1024 * 1024)]);
    await expectRefused(await kit.upload(`rooms/${kit.p.roomIds[1]}`, big), PHOTO_TEXTS.tooLarge, before);
  });

  it('refuses a photo under 800 px wide (upright), storing nothing', async () => {
    const before = await snapshot();
    const narrow = await testImage({ width: 700, height: 500 });
    await expectRefused(
      await kit.upload(`rooms/${kit.p.roomIds[1]}`, narrow),
      PHOTO_TEXTS.tooNarrow(700),
      before,
    );
    // 1000 x 700 lying on its side is 700 wide once upright.
    const sideways = await testImage({ width: 1000, height: 700, orientation: 8 });
    await expectRefused(
      await kit.upload(`rooms/${kit.p.roomIds[1]}`, sideways),
      PHOTO_TEXTS.tooNarrow(700),
      before,
    );
  });

  it('refuses a request without a file', async () => {
    const res = await t.request(`/api/partner/rooms/${kit.p.roomIds[1]}/photos`, {
      method: 'POST',
      headers: { cookie: kit.p.cookie },
      body: new FormData(),
    });
    expect(res.status).toBe(400);
  });

  it('refuses the 21st photo of a place, storing nothing', async () => {
    const room = `rooms/${kit.p.roomIds[1]}`;
    const jpeg = await testImage({ width: 800, height: 600 });
    const have = (await kit.list(room)).photos.length;
    for (let i = have; i < 20; i++) expect((await kit.upload(room, jpeg)).status).toBe(201);
    expect((await kit.list(room)).photos.map((p: { position: number }) => p.position)).toEqual([
      ...Array(20).keys(),
    ]);
    const before = await snapshot();
    await expectRefused(await kit.upload(room, jpeg), PHOTO_TEXTS.tooMany, before);
  });
});
