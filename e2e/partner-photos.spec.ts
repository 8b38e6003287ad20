import sharp from 'sharp';
import { expect, expectAccessible, test, waitForAppOnLoad, waitForScreen } from './support/fixtures';
import { signIn } from './support/account';

// The demo partner adds photos to a room and makes one the cover; a visitor then sees that photo on the
// stay's card in search and on its page (docs/decisions/photos.md). The API tests cover the refusals.

/** A 1200x800 JPEG of one colour, made here (no binary fixtures). */
const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('a partner uploads a room photo, makes it the cover, and visitors see it in search and on the stay', async ({
  page,
  browser,
}) => {
  await signIn(page, {
    name: 'Maya Lestari',
    email: 'partner@restora.example',
    password: 'quiet harbour 2026',
  });
  const home = await (await page.request.get('/api/partner/me')).json();
  const property = home.organisations[0].properties.find(
    (p: { name: string }) => p.name === 'Shirakumo Ryokan & Onsen',
  );
  const roomId: number = property.firstRoomId;
  const stay = await (await page.request.get(`/api/stays/${roomId}`)).json();

  await page.goto(`/partner/rooms/${roomId}/photos`);
  await expect(page.getByRole('heading', { name: stay.title, level: 1 })).toBeVisible();
  await page.getByLabel('Choose photos').setInputFiles([
    { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await photo('#3c6e47') },
    { name: 'onsen.jpg', mimeType: 'image/jpeg', buffer: await photo('#8a5a3c') },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByText('Added', { exact: true })).toHaveCount(2);
  await expect(uploads.getByRole('alert')).toContainText('Not added: This file is not a photo we can read.');
  const grid = page.getByRole('list', { name: 'Photos, cover first' });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);

  // The second upload (onsen.jpg) becomes the cover.
  const listPhotos = async () =>
    (await (await page.request.get(`/api/partner/rooms/${roomId}/photos`)).json()).photos as {
      id: number;
      sizes: { webp: string }[];
    }[];
  const [, onsen] = await listPhotos();
  await grid.getByRole('button', { name: 'Make cover: photo 2' }).click();
  await expect.poll(async () => (await listPhotos())[0]!.id).toBe(onsen!.id);
  await expect(grid.getByRole('button', { name: 'Make cover: photo 2' })).toBeEnabled();
  const cover = (await listPhotos())[0]!;
  const coverFile = cover.sizes[0]!.webp;
  expect(coverFile).toMatch(/^\/uploads\//);

  const visitor = waitForAppOnLoad(await (await browser.newContext()).newPage());
  await visitor.goto(`/find-stays?location=${encodeURIComponent(stay.location.city)}`);
  await waitForScreen(visitor);
  const card = visitor
    .getByRole('article')
    .filter({ has: visitor.getByRole('heading', { name: stay.title }) });
  const cardImage = card.getByRole('img').first();
  await expect(cardImage).toHaveAttribute('srcset', new RegExp(`^${coverFile} 480w`));
  await expect
    .poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(visitor.getByRole('heading', { name: stay.title, level: 1 })).toBeVisible();
  const carousel = visitor.getByRole('region', { name: `Photos of ${stay.title}` });
  const firstSlide = carousel.getByRole('group', { name: '1 of 2' }).getByRole('img');
  await expect(firstSlide).toHaveAttribute('srcset', new RegExp(`^${coverFile} 480w`));
  // The file itself is served for ever.
  const file = await visitor.request.get(coverFile);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await visitor.context().close();
});
