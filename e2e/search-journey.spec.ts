import { newUser, register, signIn } from './support/account';
import { day as isoDay } from './support/dates';
import {
  expect,
  expectAccessible,
  test,
  waitForAppOnLoad,
  toastWith,
  waitForScreen,
} from './support/fixtures';

function day(offset: number) {
  const iso = isoDay(offset);
  const d = new Date(`${iso}T12:00:00`);
  const month = d.toLocaleDateString('en-US', { month: 'long' });
  return { iso, label: new RegExp(`${month} ${d.getDate()}, ${d.getFullYear()}`) };
}

test('search from home, filter, sort, open a room, sign in from Book Now, and land on /payment with the stay kept', async ({
  page,
  browser,
}) => {
  // An account to sign in with later, made in another window.
  const other = waitForAppOnLoad(await browser.newPage());
  const user = await register(other, newUser('Journey Guest'));
  await other.close();

  await page.goto('/');
  await waitForScreen(page);
  const search = page.getByRole('search', { name: 'Search stays' });
  await search.getByRole('combobox', { name: 'Location' }).fill('Costa Rica');
  const from = day(25);
  const to = day(28);
  await search.getByRole('button', { name: /^Dates/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Dates: choose dates' });
  await calendar.getByRole('button', { name: from.label }).click();
  await calendar.getByRole('button', { name: to.label }).click();
  await search.getByRole('button', { name: 'Increase guests' }).click();
  await search
    .getByRole('button', { name: /search/i })
    .last()
    .click();

  await expect(page).toHaveURL(/\/find-stays\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    location: 'Costa Rica',
    dateFrom: from.iso,
    dateTo: to.iso,
    guests: '2',
  });
  const results = page.getByRole('region', { name: 'Stay rooms' });
  await expect(results.getByText(/^Showing \d+ stay rooms in Costa Rica/)).toBeVisible();

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'Wi-Fi' }).check();
  await expect(page).toHaveURL(/amenities=Wi-Fi/);
  await page.getByRole('combobox', { name: /Sort/ }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expectAccessible(page);

  const firstCard = results.getByRole('article').first();
  const title = (await firstCard.getByRole('heading', { level: 3 }).textContent())!.trim();
  await firstCard.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/property\/\d+\?/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const roomPath = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Book Now' }).first().click();
  await expect(toastWith(page, 'Authentication required')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth\\?returnTo=${encodeURIComponent(roomPath)}`));
  await expect(page.getByText('Complete your booking')).toBeVisible();

  await signIn(page, user, page.url().replace(/^https?:\/\/[^/]+/, ''));
  // The pending booking (docs/decisions/bookings-and-availability.md) goes straight on to /payment, not back
  // to the room.
  await expect(page).toHaveURL(/\/payment$/);
  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await expect(summary.getByText(title)).toBeVisible();
  await expect(summary.getByText('3 nights', { exact: true })).toBeVisible();
  await expect(summary.getByText('2 Adults')).toBeVisible();
  const selection = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('bookingSelection') ?? 'null'),
  );
  expect(selection).toMatchObject({ type: 'property', checkIn: from.iso, checkOut: to.iso, guests: 2 });
});
