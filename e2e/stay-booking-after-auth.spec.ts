import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { newUser, openSignUpLink, register, submitRegistration } from './support/account';
import {
  expect,
  expectAccessible,
  test,
  toastWith,
  waitForAppOnLoad,
  waitForScreen,
} from './support/fixtures';

// A visitor who pressed Book Now signed out continues to /payment with the same room, dates
// and guests once signed in or registered, not back to the room to press Book Now again
// (docs/decisions/bookings-and-availability.md).

const ROOM_ID = 8;
const iso = (d: Date) => format(d, 'yyyy-MM-dd');
/** As the payment summary writes a date: 'Fri, Dec 11'. */
const shortDate = (d: Date) => format(d, 'EEE, MMM d');
/** A calendar day's accessible name: 'Friday, December 11, 2026' (an ordinal suffix is allowed too). */
const dayName = (d: Date) => new RegExp(`${format(d, 'MMMM d')}(?:st|nd|rd|th)?, ${format(d, 'yyyy')}`);

// The map is the room page's one third-party request: answer it locally so the tests never leave the machine.
test.beforeEach(async ({ page }) => {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><body><p>Map</p></body></html>',
    }),
  );
});

/** On the room page: picks the dates in the calendar and the guests, presses Book Now, and lands on /auth. */
async function bookSignedOut(page: Page, checkIn: Date, checkOut: Date, guests: number) {
  await page.goto(`/property/${ROOM_ID}`);
  await waitForScreen(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const panel = page.getByRole('region', { name: 'Book this room' });
  await panel.getByRole('button', { name: /^Check-in and check-out/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Check-in and check-out: choose dates' });
  await calendar.getByRole('button', { name: dayName(checkIn) }).click();
  await calendar.getByRole('button', { name: dayName(checkOut) }).click();
  await expect(calendar).toBeHidden();
  await panel.getByRole('combobox', { name: 'Guests' }).selectOption(String(guests));
  const nights = Math.round((checkOut.getTime() - checkIn.getTime()) / 86_400_000);
  await expect(panel.getByText(`Your stay: ${nights} nights`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Book Now' }).click();

  await expect(toastWith(page, 'Authentication required')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth\\?returnTo=%2Fproperty%2F${ROOM_ID}$`));
  await expect(page.getByText('Complete your booking', { exact: true })).toBeVisible();
  return { title, nights };
}

/** /payment shows the room, the dates, the nights and the guests chosen before signing in. */
async function expectPaymentFor(
  page: Page,
  stay: { title: string; nights: number; checkIn: Date; checkOut: Date; guests: number },
) {
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Booking' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await expect(summary.getByText(stay.title, { exact: true })).toBeVisible();
  await expect(summary.getByText(`${shortDate(stay.checkIn)} – ${shortDate(stay.checkOut)}`)).toBeVisible();
  await expect(summary.getByText(`${stay.nights} nights`, { exact: true })).toBeVisible();
  await expect(summary.getByText(`${stay.guests} Adults`, { exact: true })).toBeVisible();
  const saved = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('bookingSelection') ?? 'null'),
  );
  expect(saved).toEqual({
    listingId: String(ROOM_ID),
    type: 'property',
    checkIn: iso(stay.checkIn),
    checkOut: iso(stay.checkOut),
    guests: stay.guests,
  });
  await expectAccessible(page);
}

test('Book Now signed out, then registering, goes straight on to /payment with the same stay', async ({
  page,
}) => {
  test.slow();
  const checkIn = addDays(new Date(), 11);
  const checkOut = addDays(checkIn, 2);
  const { title, nights } = await bookSignedOut(page, checkIn, checkOut, 3);

  // Through the Register tab of the page Book Now led to, not a fresh /auth address; then the link the
  // registration mailed, which signs in and goes on (docs/decisions/account-recovery.md).
  await page.getByRole('tab', { name: 'Register' }).click();
  const user = newUser('Late Registrant');
  await submitRegistration(page, user);
  await openSignUpLink(page, user);

  await expectPaymentFor(page, { title, nights, checkIn, checkOut, guests: 3 });
});

test('Book Now signed out, then signing in, goes straight on to /payment with the same stay', async ({
  page,
  browser,
}) => {
  test.slow();
  // An account that already exists, made in another window.
  const other = waitForAppOnLoad(await browser.newPage());
  const user = await register(other, newUser('Returning Guest'));
  await other.close();

  const checkIn = addDays(new Date(), 12);
  const checkOut = addDays(checkIn, 3);
  const { title, nights } = await bookSignedOut(page, checkIn, checkOut, 4);

  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();

  await expectPaymentFor(page, { title, nights, checkIn, checkOut, guests: 4 });
});
