import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { Booking } from '@restora/shared/contracts/bookings';
import type { WellnessService } from '@restora/shared/contracts/services';
import type { StayCard } from '@restora/shared/contracts/stays';
import { newUser, register } from './support/account';
import { expect, expectAccessible, test, waitForScreen } from './support/fixtures';

const iso = (d: Date) => format(d, 'yyyy-MM-dd');
const inDays = (n: number) => iso(addDays(new Date(), n));
/** How the confirmation dialog writes a date: 'Wed, Dec 2, 2026'. */
const shownDate = (date: string) => format(new Date(`${date}T12:00:00`), 'EEE, MMM d, yyyy');

// Most journeys sign up, pay (the simulated provider alone takes 1.5 s) and then check every page they
// visited with axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const PROPERTY_SERVICE = 'Sunrise Rice-Terrace Walk';
const PROPERTY_NAME = 'Subak Rise Yoga Shala';

async function listServices(page: Page, listingId?: number): Promise<WellnessService[]> {
  const res = await page.request.get(`/api/services${listingId ? `?listingId=${listingId}` : ''}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: WellnessService[] }).items;
}

/** A room of the Subak Rise property, whose own service is the rice-terrace walk. */
async function subakRiseRoomId(page: Page): Promise<number> {
  const res = await page.request.get('/api/stays?location=ubud');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: StayCard[] };
  const room = items.find((s) => s.propertyName === PROPERTY_NAME);
  expect(room, 'a Subak Rise room').toBeDefined();
  return room!.id;
}

const serviceCards = (page: Page) =>
  page.getByRole('list', { name: 'Wellness services' }).getByRole('article');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
// includeHidden: while the confirmation dialog is open, everything outside it is aria-hidden.
const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true }).locator('li');
const bar = (page: Page) => page.getByRole('status').filter({ hasText: /service\(s\) selected/ });

async function toggle(page: Page, title: string) {
  const button = card(page, title).getByRole('button', { name: /^Select(ed)?$/ });
  const pressed = (await button.getAttribute('aria-pressed')) === 'true';
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', String(!pressed));
}

test('lists the general services, and a stay’s own services first when a listing is given', async ({
  page,
}) => {
  const general = await listServices(page);
  expect(general.length).toBeGreaterThan(2);

  await page.goto('/services');
  await waitForScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enhance Your Stay');
  await expect(page).toHaveTitle('Enhance Your Stay · Restora');
  await expect(serviceCards(page).getByRole('heading')).toHaveText(general.map((s) => s.title));

  const first = general[0]!;
  const firstCard = card(page, first.title);
  await expect(firstCard.getByRole('img', { name: first.title })).toHaveAttribute('src', first.imageUrl);
  // The category label (the type line may read the same, e.g. Fitness).
  await expect(firstCard.getByText(first.category, { exact: true }).first()).toBeVisible();
  await expect(firstCard.getByText(`$${first.priceCents / 100}`, { exact: true })).toBeVisible();
  await expect(firstCard.getByText(/Offered by/)).toHaveCount(0);
  await expect(firstCard.getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'false');
  await expect(firstCard.getByRole('link', { name: 'View Details' })).toHaveAttribute(
    'href',
    `/services/${first.id}`,
  );
  // Nothing selected yet: no bar.
  await expect(page.getByRole('button', { name: 'Book Services' })).toHaveCount(0);
  await expectAccessible(page);

  const roomId = await subakRiseRoomId(page);
  await page.goto(`/services?listingId=${roomId}`);
  await waitForScreen(page);
  await expect(serviceCards(page)).toHaveCount(general.length + 1);
  await expect(serviceCards(page).first().getByRole('heading')).toHaveText(PROPERTY_SERVICE);
  await expect(serviceCards(page).first().getByText(`Offered by ${PROPERTY_NAME}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('activeListingId'))).toBe(String(roomId));
  await expectAccessible(page);

  // Without the parameter, the stored active listing still chooses the services.
  await page.goto('/services');
  await expect(serviceCards(page).first().getByRole('heading')).toHaveText(PROPERTY_SERVICE);
});

test('selecting services counts them; Book Services asks a signed-out visitor to sign in', async ({
  page,
}) => {
  await page.goto('/services');
  await waitForScreen(page);

  await toggle(page, 'Yoga Class');
  await expect(bar(page)).toHaveText('1 service(s) selected');
  await expect(card(page, 'Yoga Class').getByRole('button', { name: 'Selected' })).toBeVisible();

  // Keyboard: focus the toggle and press Space.
  const spa = card(page, 'Spa Treatment').getByRole('button', { name: 'Select' });
  await spa.focus();
  await page.keyboard.press('Space');
  await expect(spa).toHaveAttribute('aria-pressed', 'true');
  await expect(bar(page)).toHaveText('2 service(s) selected');
  await expect(page.getByText('$150 in total')).toBeVisible();

  await toggle(page, 'Yoga Class');
  await expect(bar(page)).toHaveText('1 service(s) selected');
  await toggle(page, 'Yoga Class');
  await expect(bar(page)).toHaveText('2 service(s) selected');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Book Services' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fservices$/);
  await expect(toasts(page).getByText('Authentication required', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Please sign in to continue.', { exact: true })).toBeVisible();
});

test('a signed-in visitor books two services on their dates and sees them confirmed', async ({ page }) => {
  const roomId = await subakRiseRoomId(page);
  const services = await listServices(page, roomId);
  const walk = services.find((s) => s.title === PROPERTY_SERVICE)!;
  const yoga = services.find((s) => s.title === 'Yoga Class')!;
  await register(page, newUser());

  await page.goto(`/services?listingId=${roomId}`);
  await waitForScreen(page);
  // A stay booked for this room: its check-in is the services' first date.
  const checkIn = inDays(20);
  await page.evaluate(
    ([listingId, date]) =>
      localStorage.setItem(
        'bookingSelection',
        JSON.stringify({ listingId, type: 'property', checkIn: date }),
      ),
    [String(roomId), checkIn],
  );
  await toggle(page, walk.title);
  await toggle(page, yoga.title);
  await expect(bar(page)).toHaveText('2 service(s) selected');
  await page.getByRole('button', { name: 'Book Services' }).click();

  await expect(page).toHaveURL(/\/service-payment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for Services');
  await expect(page).toHaveTitle('Pay for Services · Restora');
  const summary = page.getByRole('region', { name: 'Your Services' });
  await expect(summary.getByText(walk.title, { exact: true })).toBeVisible();
  await expect(summary.getByText(`$${walk.priceCents / 100}`, { exact: true })).toBeVisible();
  await expect(summary.getByText(`$${yoga.priceCents / 100}`, { exact: true })).toBeVisible();
  const total = (walk.priceCents + yoga.priceCents) / 100;
  await expect(summary.getByText(`$${total}`, { exact: true })).toBeVisible();

  const walkDate = page.getByLabel(`Date for ${walk.title}`);
  const yogaDate = page.getByLabel(`Date for ${yoga.title}`);
  await expect(walkDate).toHaveValue(checkIn);
  await expect(yogaDate).toHaveValue(checkIn);
  await expect(walkDate).toHaveAttribute('min', inDays(0));
  const newYogaDate = inDays(5);
  await yogaDate.fill(newYogaDate);
  await expectAccessible(page);

  await page.getByRole('button', { name: `Pay $${total}` }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeDisabled();
  await expect(yogaDate).toBeDisabled();
  await expect(toasts(page).getByText('Payment successful', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Your services have been booked!', { exact: true })).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Services Booked' });
  await expect(dialog).toBeVisible();
  const booked = dialog.getByRole('list', { name: 'Booked services' }).getByRole('listitem');
  await expect(booked).toHaveCount(2);
  await expect(booked.filter({ hasText: walk.title })).toContainText(shownDate(checkIn));
  await expect(booked.filter({ hasText: yoga.title })).toContainText(shownDate(newYogaDate));
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await waitForScreen(page);
  // Okay keeps the stay: its own service still leads the list.
  expect(await page.evaluate(() => localStorage.getItem('activeListingId'))).toBe(String(roomId));
  await expect(serviceCards(page).first().getByRole('heading')).toHaveText(PROPERTY_SERVICE);

  const res = await page.request.get('/api/bookings');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: Booking[] };
  const serviceBookings = items.filter((b) => b.kind === 'service');
  expect(serviceBookings).toHaveLength(2);
  expect(
    serviceBookings
      .map((b) => ({
        serviceId: b.serviceId,
        checkIn: b.checkIn,
        totalCents: b.totalCents,
        status: b.status,
      }))
      .sort((a, b) => a.serviceId! - b.serviceId!),
  ).toEqual(
    [
      { serviceId: walk.id, checkIn, totalCents: walk.priceCents, status: 'confirmed' },
      { serviceId: yoga.id, checkIn: newYogaDate, totalCents: yoga.priceCents, status: 'confirmed' },
    ].sort((a, b) => a.serviceId - b.serviceId),
  );
});

test('closing the confirmation forgets the stay and goes to find stays', async ({ page }) => {
  const roomId = await subakRiseRoomId(page);
  await register(page, newUser());
  await page.goto(`/services?listingId=${roomId}`);
  await waitForScreen(page);
  await toggle(page, 'Guided Meditation');
  await page.getByRole('button', { name: 'Book Services' }).click();
  await expect(page.getByLabel('Date for Guided Meditation')).toHaveValue(inDays(1));
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Services Booked' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/find-stays$/);
  expect(await page.evaluate(() => localStorage.getItem('activeListingId'))).toBeNull();
});

test('a declined card says so, keeps what was typed, and the next attempt can succeed', async ({ page }) => {
  await register(page, newUser());
  await page.goto('/services');
  await waitForScreen(page);
  await toggle(page, 'Spa Treatment');
  await page.getByRole('button', { name: 'Book Services' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for Services');

  const date = inDays(3);
  await page.getByLabel('Date for Spa Treatment').fill(date);
  await page.getByLabel('Name on card').fill('Grace Hopper');
  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByRole('button', { name: 'Pay $120' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();

  await expect(toasts(page).getByText('Payment failed', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText('There was an error processing your payment. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $120' })).toBeEnabled();
  await expect(page.getByLabel('Name on card')).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('Card number')).toHaveValue('4000000000000002');
  await expect(page.getByLabel('Date for Spa Treatment')).toHaveValue(date);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);

  // A new attempt gets a new idempotency key, so the server does not replay the decline.
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'Pay $120' }).click();
  const dialog = page.getByRole('dialog', { name: 'Services Booked' });
  await expect(dialog.getByRole('listitem')).toContainText(['Spa Treatment']);
  await expect(dialog.getByRole('listitem')).toContainText([shownDate(date)]);
});

test('a past date is refused on its field before paying', async ({ page }) => {
  await register(page, newUser());
  await page.goto('/services');
  await waitForScreen(page);
  await toggle(page, 'Yoga Class');
  await page.getByRole('button', { name: 'Book Services' }).click();

  const field = page.getByLabel('Date for Yoga Class');
  await field.fill(inDays(-2));
  await page.getByRole('button', { name: 'Pay $30' }).click();
  await expect(page.getByText('The date cannot be in the past', { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});

test('/service-payment without services goes back to /services', async ({ page }) => {
  await page.goto('/service-payment');
  await expect(page).toHaveURL(/\/services$/);
  await expect(toasts(page).getByText('No services selected', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Please select services first.', { exact: true })).toBeVisible();
  await waitForScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enhance Your Stay');
});

test('a service’s detail page, and an unknown one', async ({ page }) => {
  const [first] = await listServices(page);
  await page.goto('/services');
  await waitForScreen(page);
  await card(page, first!.title).getByRole('link', { name: 'View Details' }).click();

  await expect(page).toHaveURL(new RegExp(`/services/${first!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
  await expect(page).toHaveTitle(`${first!.title} · Restora`);
  const main = page.locator('main');
  await expect(main.getByRole('img', { name: first!.title })).toBeVisible();
  await expect(main.getByText(first!.category, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(first!.description)).toBeVisible();
  await expect(main.getByText(`$${first!.priceCents / 100}`, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await main.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/services$/);

  await page.goto(`/services/${first!.id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  // Signed out: /service-payment sends the visitor to sign in, returning to /services.
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fservices$/);

  for (const id of ['999999', 'abc']) {
    await page.goto(`/services/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await waitForScreen(page);
});

test('booking one service: signed out asks to sign in; signed in goes to payment', async ({ page }) => {
  const [, yoga] = await listServices(page);
  await page.goto(`/booking/service/${yoga!.id}`);
  await waitForScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(yoga!.title);
  const main = page.locator('main');
  await expect(main.getByRole('img', { name: yoga!.title })).toBeVisible();
  await expect(main.getByText(yoga!.category, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(yoga!.description)).toBeVisible();
  await expect(main.getByText(`$${yoga!.priceCents / 100}`, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?returnTo=%2Fbooking%2Fservice%2F${yoga!.id}$`));
  await expect(toasts(page).getByText('Authentication required', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText('Please sign in or register to continue booking.', { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('bookingSelection') ?? 'null'))).toEqual({
    listingId: String(yoga!.id),
    type: 'service',
  });

  await register(page, newUser(), `/auth?mode=register&returnTo=%2Fbooking%2Fservice%2F${yoga!.id}`);
  await expect(page).toHaveURL(new RegExp(`/booking/service/${yoga!.id}$`));
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/service-payment$/);
  await expect(page.getByLabel(`Date for ${yoga!.title}`)).toHaveValue(inDays(1));
  await expect(page.getByRole('button', { name: `Pay $${yoga!.priceCents / 100}` })).toBeVisible();

  await page.goto('/booking/service/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
  await expectAccessible(page);
});
