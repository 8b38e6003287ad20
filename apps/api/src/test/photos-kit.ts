import { readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { partnerMembers, partnerOrganisations } from '../db/schema/partners';
import { photos } from '../db/schema/photos';
import { retreats } from '../db/schema/retreats';
import { properties, stayRooms } from '../db/schema/stays';
import { day } from './fixtures';
import { readJson, registerUser, type TestApp } from './test-app';

type Format = 'jpeg' | 'png' | 'webp' | 'avif';

/**
 * A test picture made here (no binary fixtures): the left half red, the right half blue. `orientation`
 * writes an EXIF orientation tag, `gps` a GPS position and a copyright line.
 */
export async function testImage({
  width = 1200,
  height = 900,
  format = 'jpeg',
  orientation,
  gps = false,
}: { width?: number; height?: number; format?: Format; orientation?: number; gps?: boolean } = {}) {
  const left = await sharp({
    create: { width: Math.floor(width / 2), height, channels: 3, background: '#d01010' },
  })
    .png()
    .toBuffer();
  let image = sharp({
    create: { width, height, channels: 3, background: '#1010d0' },
  }).composite([{ input: left, left: 0, top: 0 }]);
  image = image.toFormat(format, format === 'jpeg' ? { quality: 90 } : {});
  if (orientation) image = image.withMetadata({ orientation });
  if (gps)
    image = image.withExif({
      IFD0: { Copyright: 'Secret Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' },
    });
  return image.toBuffer();
}

/** Every file under a folder, relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** Two organisations, each with a partner, a property and two rooms; and a signed-in traveller. */
export async function photosKit(t: TestApp) {
  const partnerWith = async (name: string) => {
    const person = await registerUser(t);
    const [org] = await t.db.insert(partnerOrganisations).values({ name }).returning();
    await t.db.insert(partnerMembers).values({ organisationId: org!.id, userId: person.user.id });
    const [property] = await t.db
      .insert(properties)
      .values({
        name: `${name} Retreat`,
        description: 'A quiet place.',
        type: 'wellness_retreat',
        address: '1 Harbour Road',
        city: 'Ericeira',
        country: 'Portugal',
        latitude: 38.96,
        longitude: -9.41,
        organisationId: org!.id,
        published: true,
      })
      .returning();
    const rooms = await t.db
      .insert(stayRooms)
      .values(
        ['Sea Room', 'Garden Room'].map((title) => ({
          propertyId: property!.id,
          title: `${name} ${title}`,
          description: 'A room.',
          priceCents: 18_000,
          maxGuests: 2,
          images: ['/images/stays/stay-1.svg'],
          rating: 4.9,
          reviewCount: 40,
        })),
      )
      .returning({ id: stayRooms.id });
    return { cookie: person.cookie, propertyId: property!.id, roomIds: rooms.map((r) => r.id) };
  };
  const p = await partnerWith(`Pier ${randomUUID().slice(0, 6)}`);
  const q = await partnerWith(`Quay ${randomUUID().slice(0, 6)}`);
  const traveller = await registerUser(t);

  const upload = (
    place: string,
    bytes: Uint8Array,
    cookie = p.cookie,
    name = 'photo.jpg',
    type = 'image/jpeg',
  ) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name, { type }));
    return t.request(`/api/partner/${place}/photos`, { method: 'POST', headers: { cookie }, body: form });
  };
  const send = (method: string, url: string, body?: unknown, cookie = p.cookie) =>
    t.request(url, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const list = async (place: string, cookie = p.cookie) =>
    readJson(await t.request(`/api/partner/${place}/photos`, { headers: { cookie } }));
  return { p, q, traveller, upload, send, list };
}

/** A draft retreat at a property, straight into the table. */
export async function insertRetreat(t: TestApp, propertyId: number, title = 'Dune breathwork week') {
  const [row] = await t.db
    .insert(retreats)
    .values({
      propertyId,
      title,
      summary: 'Breath and sea.',
      description: 'A week by the dunes.',
      program: 'Day 1: arrival.',
      startDate: day(60),
      endDate: day(66),
      checkInTime: '15:00',
      checkOutTime: '11:00',
      level: 'all',
      language: 'English',
      imageUrl: '/images/stays/stay-01.svg',
      cancellationPolicy: 'standard',
    })
    .returning({ id: retreats.id });
  return row!.id;
}

/**
 * For the authorization matrix: a property of P's organisation with a room and a retreat, two photos of
 * the room, two of the retreat and one of the property (rows only: the rows under test never read the files), and a form that uploads a
 * real JPEG.
 */
export async function partnerPhotoFixtures(t: TestApp, organisationId: number) {
  const [property] = await t.db
    .insert(properties)
    .values({
      name: 'Dune House',
      description: 'By the sea.',
      type: 'spa_resort',
      address: '2 Dune Road',
      city: 'Comporta',
      country: 'Portugal',
      latitude: 38.38,
      longitude: -8.78,
      organisationId,
      published: true,
    })
    .returning();
  const [room] = await t.db
    .insert(stayRooms)
    .values({
      propertyId: property!.id,
      title: 'Dune Room',
      description: 'A room.',
      priceCents: 9_000,
      maxGuests: 2,
    })
    .returning();
  const variants = [
    { width: 800, height: 600, avif: 'photos/matrix/800-0.avif', webp: 'photos/matrix/800-0.webp' },
  ];
  const retreatId = await insertRetreat(t, property!.id);
  const photo = (position: number, roomId: number | null, retreat: number | null = null) => ({
    propertyId: property!.id,
    roomId,
    retreatId: retreat,
    position,
    width: 800,
    height: 600,
    variants,
  });
  const [first, second, ofProperty, ofRetreat, secondOfRetreat] = await t.db
    .insert(photos)
    .values([
      photo(0, room!.id),
      photo(1, room!.id),
      photo(0, null),
      photo(0, null, retreatId),
      photo(1, null, retreatId),
    ])
    .returning({ id: photos.id });
  const jpeg = await testImage({ width: 800, height: 600 });
  return {
    propertyId: property!.id,
    roomId: room!.id,
    roomPhotos: [first!.id, second!.id],
    retreatId,
    retreatPhotos: [ofRetreat!.id, secondOfRetreat!.id],
    photoToDelete: ofProperty!.id,
    form: () => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(jpeg)], 'dune.jpg', { type: 'image/jpeg' }));
      return form;
    },
  };
}
