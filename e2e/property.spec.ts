import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { StayQuote, StayRoom, StaySearchResponse } from '@restora/shared/contracts/stays';
import { newUser, register } from './support/account';
import { expect, expectAccessible, test, waitForScreen, toastWith, openInApp } from './support/fixtures';

const iso = (d: Date) => format(d, 'yyyy-MM-dd');
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

// The map is the page's one third-party request: answer it locally so the tests never leave the machine.
test.beforeEach(async ({ page }) => {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><body><p>Map</p></body></html>',
    }),
  );
});

async function getRoom(page: Page, id: number): Promise<StayRoom> {
  const res = await page.request.get(`/api/stays/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as StayRoom;
}

/** A calendar day's accessible name: 'Friday, December 11, 2026' (an ordinal suffix is allowed too). */
const dayName = (d: Date) => new RegExp(`${format(d, 'MMMM d')}(?:st|nd|rd|th)?, ${format(d, 'yyyy')}`);

/** Opens the calendar and picks check-in and check-out by their accessible day names. */
async function chooseDates(page: Page, checkIn: Date, checkOut: Date) {
  await page.getByRole('button', { name: /^Check-in and check-out/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Check-in and check-out: choose dates' });
  await calendar.getByRole('button', { name: dayName(checkIn) }).click();
  await calendar.getByRole('button', { name: dayName(checkOut) }).click();
  await expect(calendar).toBeHidden();
}

test('a stay room opens from a deep link and after a reload, with its details, photos and map', async ({
  page,
}) => {
  const room = await getRoom(page, 1);
  await page.goto('/property/1');
  await waitForScreen(page);

  const check = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.title);
    await expect(page).toHaveTitle(`${room.title} · Restora`);
    const header = page.locator('main header');
    await expect(header.getByText(room.propertyName)).toBeVisible();
    await expect(header.getByText(`${room.location.city}, ${room.location.country}`)).toBeVisible();
    await expect(header.getByText(`Up to ${room.maxGuests} guests`)).toBeVisible();
    await expect(
      header.getByRole('img', { name: `Rated ${room.rating!.toFixed(1)} out of 5` }),
    ).toBeVisible();
    await expect(header.getByText(`(${room.reviewCount} reviews)`)).toBeVisible();
  };
  await check();

  await expect(page.getByRole('heading', { name: 'About this room' })).toBeVisible();
  await expect(page.getByText(room.description)).toBeVisible();
  await expect(page.getByRole('heading', { name: `About ${room.propertyName}` })).toBeVisible();
  await expect(page.getByText(room.propertyDescription)).toBeVisible();
  const amenities = page.getByRole('region', { name: 'Amenities' }).getByRole('listitem');
  await expect(amenities).toHaveText(room.amenities);
  const features = page.getByRole('region', { name: 'Wellness features' }).getByRole('listitem');
  await expect(features).toHaveText(room.wellnessFeatures);

  // Carousel: buttons, keyboard, dots; images sized, the first eager and the rest lazy.
  const carousel = page.getByRole('region', { name: `Photos of ${room.title}` });
  const counter = carousel.getByText(/^\d+ \/ \d+$/);
  const total = room.images.length;
  expect(total).toBeGreaterThan(1);
  await expect(counter).toHaveText(`1 / ${total}`);
  await carousel.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText(`2 / ${total}`);
  await carousel.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${total} / ${total}`);
  await carousel.getByRole('button', { name: 'Go to image 1' }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  const images = carousel.locator('img');
  await expect(images).toHaveCount(total);
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(images.first()).toHaveAttribute('width', '1200');
  await expect(images.first()).toHaveAttribute('height', '800');
  await expect(images.first()).toHaveAttribute('alt', new RegExp(room.title));

  // Map: a plain link always; the embed only once the visitor scrolls near it.
  const { latitude: lat, longitude: lng } = room.location;
  await expect(page.getByRole('link', { name: /View on OpenStreetMap/ })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`,
  );
  const map = page.locator(`iframe[title="Map showing the location of ${room.propertyName}"]`);
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('src', new RegExp(`layer=mapnik&marker=${lat},${lng}$`));
  await expectAccessible(page);

  await page.reload();
  await waitForScreen(page);
  await check();
});

test('every stay has its map; offline, the link to the map is still there', async ({ page }) => {
  const search = await page.request.get('/api/stays?location=Laugarvatn');
  const { items } = (await search.json()) as StaySearchResponse;
  expect(items.length, 'a stay in Laugarvatn').toBeGreaterThan(0);
  const room = await getRoom(page, items[0]!.id);
  // No network for the map service: the frame fails to load, the page does not.
  await page.route('https://www.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  await page.goto(`/property/${room.id}`);
  await waitForScreen(page);
  const { latitude: lat, longitude: lng } = room.location;
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  const map = page.locator(`iframe[title="Map showing the location of ${room.propertyName}"]`);
  await expect(map).toHaveAttribute('src', new RegExp(`layer=mapnik&marker=${lat},${lng}$`));
  await expect(page.getByRole('link', { name: /View on OpenStreetMap/ })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.title);
});

test('Back returns to the page the visitor came from', async ({ page }) => {
  await page.goto('/booking/property/2');
  await waitForScreen(page);
  await page.getByRole('link', { name: 'Photos, amenities and location' }).click();
  await expect(page).toHaveURL(/\/property\/2$/);
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/booking\/property\/2$/);
});

test("'Stay room not found' for an unknown or malformed id", async ({ page }) => {
  for (const id of ['99999', 'abc']) {
    await page.goto(`/property/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stay room not found');
    await expect(page.getByRole('link', { name: 'Browse all stays' })).toHaveAttribute('href', '/find-stays');
    await expectAccessible(page);
  }
});

test('a room that fails to load says so and returns to the search', async ({ page }) => {
  await page.route('**/api/stays/6', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something broke' } } }),
  );
  await openInApp(page, '/property/6');
  await expect(page.getByText('Loading stay room...')).toBeVisible();
  await expect(
    page.getByText('Failed to load property details. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(toastWith(page, 'Error')).toBeVisible();
  await expect(page).toHaveURL(/\/find-stays$/);
  await page.unroute('**/api/stays/6');
});

test('on a phone the booking panel follows the details, and a bar leads to it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/property/7');
  await waitForScreen(page);
  const panel = page.getByRole('region', { name: 'Book this room' });
  await expect(panel).not.toBeInViewport();
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(panel).toBeInViewport();
  await expect(panel.getByRole('button', { name: /^Check-in and check-out/ })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Check availability' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);
  await expectAccessible(page);
});

test('choosing dates shows the server quote: nights, lines and a total that adds up', async ({ page }) => {
  const room = await getRoom(page, 4);
  const checkIn = addDays(new Date(), 10);
  const checkOut = addDays(checkIn, 3);
  await page.goto('/property/4');
  await waitForScreen(page);
  const panel = page.getByRole('region', { name: 'Book this room' });
  await expect(panel.getByText("You won't be charged yet")).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await expect(panel.getByRole('combobox', { name: 'Guests' })).toHaveValue('2');

  await chooseDates(page, checkIn, checkOut);
  await expect(panel.getByText('Your stay: 3 nights')).toBeVisible();
  const rows = panel.locator('dl > div');
  await expect(rows).toHaveCount(5);
  await expect(rows.first().locator('dt')).toHaveText(`$${room.priceCents / 100} x 3 nights`);
  await expect(rows.nth(1).locator('dt')).toHaveText('Cleaning fee');
  await expect(rows.nth(2).locator('dt')).toHaveText('Service fee');
  await expect(rows.nth(3).locator('dt')).toHaveText('Taxes');
  await expect(rows.nth(4).locator('dt')).toHaveText('Total');

  const amounts = (await rows.locator('dd').allTextContents()).map(money);
  const total = amounts.pop()!;
  expect(amounts[0]).toBe((room.priceCents * 3) / 100);
  expect(amounts.slice(1, 3)).toEqual([25, 30]);
  expect(amounts.reduce((sum, n) => sum + n, 0)).toBe(total);

  const res = await page.request.get(
    `/api/stays/4/quote?checkIn=${iso(checkIn)}&checkOut=${iso(checkOut)}&guests=2`,
  );
  const quote = (await res.json()) as StayQuote;
  expect(quote.totalCents / 100).toBe(total);
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  await expectAccessible(page);
});

test('Book Now signed out asks to sign in, then goes straight on to payment; the room keeps the choice', async ({
  page,
}) => {
  // A sign-up and five screens, each also checked with axe: more than the default 30 s on a busy machine.
  test.slow();
  const checkIn = iso(addDays(new Date(), 20));
  const checkOut = iso(addDays(new Date(), 22));
  await page.goto(`/property/8?dateFrom=${checkIn}&dateTo=${checkOut}`);
  await waitForScreen(page);
  const panel = page.getByRole('region', { name: 'Book this room' });
  const guests = panel.getByRole('combobox', { name: 'Guests' });
  await expect(guests.getByRole('option')).toHaveText(['1 guest', '2 guests', '3 guests', '4 guests']);
  await guests.selectOption({ label: '3 guests' });
  await expect(panel.getByText('Your stay: 2 nights')).toBeVisible();
  await panel.getByRole('button', { name: 'Book Now' }).click();

  await expect(toastWith(page, 'Authentication required')).toBeVisible();
  await expect(
    page.getByText('Please sign in or register to continue booking.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fproperty%2F8$/);
  await expect(page.getByText('Complete your booking', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // With the booking pending (docs/decisions/bookings-and-availability.md), signing up goes on to /payment,
  // not back to the room.
  await register(page, newUser(), '/auth?returnTo=%2Fproperty%2F8&mode=register');
  await expect(page).toHaveURL(/\/payment$/);
  const saved = await page.evaluate(() => window.localStorage.getItem('bookingSelection'));
  expect(JSON.parse(saved!)).toEqual({ listingId: '8', type: 'property', checkIn, checkOut, guests: 3 });

  // Back on the room, the dates and guests chosen before signing in are still there.
  await page.goto('/property/8');
  await waitForScreen(page);
  await expect(panel.getByText('Your stay: 2 nights')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Guests' })).toHaveValue('3');
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/payment$/);
});

test('the booking card shows the room and Book Now follows the sign-in rule', async ({ page }) => {
  test.slow();
  const room = await getRoom(page, 1);
  await page.goto('/booking/property/1');
  await waitForScreen(page);
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { level: 1 })).toHaveText(room.title);
  await expect(card.getByText('Yoga Studios')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
  await expect(card.getByText(`${room.location.city}, ${room.location.country}`)).toBeVisible();
  await expect(card.getByText(room.description)).toBeVisible();
  const chips = card.getByRole('list', { name: 'Amenities' }).getByRole('listitem');
  await expect(chips).toHaveText([...room.amenities.slice(0, 3), `+${room.amenities.length - 3} more`]);
  await expect(card.getByText(`$${room.priceCents / 100}`, { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: new RegExp(room.title) })).toHaveAttribute('width', '1200');
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Book Now' }).click();
  await expect(toastWith(page, 'Authentication required')).toBeVisible();
  await expect(
    page.getByText('Please sign in or register to continue booking.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fbooking%2Fproperty%2F1$/);
  const saved = await page.evaluate(() => window.localStorage.getItem('bookingSelection'));
  expect(JSON.parse(saved!)).toEqual({ listingId: '1', type: 'property' });

  await register(page, newUser(), '/auth?returnTo=%2Fbooking%2Fproperty%2F1&mode=register');
  await expect(page).toHaveURL(/\/payment$/);
  await page.goto('/booking/property/1');
  await waitForScreen(page);
  await card.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/payment$/);

  await page.goto('/booking/property/99999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property not found');
  await expectAccessible(page);
});
