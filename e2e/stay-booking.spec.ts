import type { Page } from '@playwright/test';
import { newUser, register } from './support/account';
import { day } from './support/dates';
import { linkIn, waitForMail } from './support/mail';
import {
  expect,
  expectAccessible,
  test,
  waitForAppOnLoad,
  toastWith,
  waitForScreen,
} from './support/fixtures';

const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function openRoomWithDates(page: Page, roomId: number, from: number, to: number, guests = 2) {
  await page.goto(`/property/${roomId}?dateFrom=${day(from)}&dateTo=${day(to)}&guests=${guests}`);
  await waitForScreen(page);
  await expect(page.getByText('Total').first()).toBeVisible();
}

test('pay for a stay, see it confirmed, go on to services, and find it on the dashboard', async ({
  page,
}) => {
  const guest = newUser('Stay Guest');
  await register(page, guest);
  await openRoomWithDates(page, 3, 20, 23, 2);
  const panelTotal = money(
    (await page
      .getByRole('complementary')
      .or(page.locator('aside'))
      .getByText(/^\$[\d,.]+$/)
      .last()
      .textContent()) ?? '',
  );
  await page.getByRole('button', { name: 'Book Now' }).first().click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Booking' })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await expect(summary.getByText('3 nights', { exact: true })).toBeVisible();
  await expect(summary.getByText('2 Adults')).toBeVisible();
  await expect(summary.getByText('Wellness Stay')).toBeVisible();
  const summaryTotal = money((await summary.locator('dl').last().locator('dd').last().textContent()) ?? '');
  expect(summaryTotal).toBe(panelTotal);
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Payment' });
  await expect(form.getByLabel('Card number')).toHaveValue('4242424242424242');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(form.getByRole('button', { name: 'Processing...' })).toBeVisible();
  await expect(form.getByLabel('Card number')).toBeDisabled();
  await expect(toastWith(page, 'Payment successful')).toContainText('Your booking has been confirmed!');
  const dialog = page.getByRole('dialog', { name: 'Booking Confirmed' });
  await expect(
    dialog.getByText('Thank you for your booking! Your wellness stay has been confirmed.'),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Browse Services' }).click();
  await expect(page).toHaveURL(/\/services\?listingId=3$/);
  expect(await page.evaluate(() => window.localStorage.getItem('bookingSelection'))).toBeNull();

  // The confirmation e-mail: the total charged, and a calendar file with check-in and check-out days.
  const confirmation = await waitForMail({ to: guest.email, subject: /^Your stay at .+ is confirmed$/ });
  expect(confirmation.text).toContain('Hi Stay,');
  expect(confirmation.text).toContain(`Total paid\n$${summaryTotal.toLocaleString('en-US')}`);
  const [calendar] = confirmation.attachments;
  expect(calendar?.contentType).toBe('text/calendar');
  expect(calendar?.content).toMatch(/^BEGIN:VCALENDAR\r?\n/);
  expect(calendar?.content).toContain(`DTSTART;VALUE=DATE:${day(20).replaceAll('-', '')}`);
  expect(calendar?.content).toContain(`DTSTART;VALUE=DATE:${day(23).replaceAll('-', '')}`);
  expect(calendar?.content).toMatch(/\r?\nGEO:-?[\d.]+;-?[\d.]+\r?\n/);

  // On to a service for the stay, paid, and seen on the dashboard.
  await page
    .getByRole('button', { name: /^Select$/ })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: '1 service(s) selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Book Services' }).click();
  await expect(page).toHaveURL(/\/service-payment$/);
  await page.getByRole('form', { name: 'Payment' }).getByRole('button', { name: /^Pay / }).click();
  await expect(toastWith(page, 'Payment successful')).toContainText('Your services have been booked!');
  await page.getByRole('dialog', { name: 'Services Booked' }).getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(/\/services/);

  // The e-mail's link leads to the dashboard.
  await page.goto(linkIn(confirmation, '/dashboard'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const stats = page.locator('dl').first();
  await expect(stats.getByText('Total Bookings').locator('..').locator('dd')).toHaveText('2');
  await expect(stats.getByText('Upcoming Stays').locator('..').locator('dd')).toHaveText('1');
  await expect(stats.getByText('Average Rating').locator('..').locator('dd')).toHaveText('N/A');
  const recent = page.getByRole('region', { name: 'Recent Bookings' });
  await expect(recent.getByText('Property Booking')).toBeVisible();
  await expect(recent.getByText('Service Booking')).toBeVisible();
  await expect(recent.getByText(`$${summaryTotal.toLocaleString('en-US')}`)).toBeVisible();
  await expectAccessible(page);

  const stayItem = recent.getByRole('listitem').filter({ hasText: 'Property Booking' });
  await stayItem.getByRole('button', { name: 'Cancel booking' }).click();
  await stayItem.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(stayItem.getByText('cancelled')).toBeVisible();
  await expect(stats.getByText('Total Bookings').locator('..').locator('dd')).toHaveText('1');
  const cancelled = await waitForMail({ to: guest.email, subject: /^Your stay at .+ is cancelled$/ });
  expect(cancelled.attachments).toEqual([]);
});

test('a declined card says Payment failed and keeps what was typed', async ({ page }) => {
  await register(page, newUser('Declined Guest'));
  await openRoomWithDates(page, 5, 30, 32);
  await page.getByRole('button', { name: 'Book Now' }).first().click();
  await expect(page).toHaveURL(/\/payment$/);
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByLabel('Card number').fill('4000000000000002');
  await form.getByLabel('Name on card').fill('Dee Clined');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(toastWith(page, 'Payment failed')).toContainText(
    'There was an error processing your payment. Please try again.',
  );
  await expect(form.getByLabel('Card number')).toHaveValue('4000000000000002');
  await expect(form.getByLabel('Name on card')).toHaveValue('Dee Clined');
  await expect(form.getByLabel('Card number')).toBeEnabled();
});

test('the card form shows the spec messages and types the expiry slash itself', async ({ page }) => {
  await register(page, newUser('Careful Guest'));
  await openRoomWithDates(page, 6, 40, 41);
  await page.getByRole('button', { name: 'Book Now' }).first().click();
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByLabel('Card number').fill('1234');
  await form.getByLabel('CVV').fill('1');
  await form.getByLabel('Name on card').fill('A');
  await form.getByLabel('Billing address').fill('x');
  await form.getByLabel('Zip code').fill('1');
  await form.getByLabel('Expiry date').fill('');
  await form.getByLabel('Expiry date').pressSequentially('1229');
  await expect(form.getByLabel('Expiry date')).toHaveValue('12/29');
  await form.getByRole('button', { name: /^Pay / }).click();
  for (const message of [
    'Card number must be 16 digits',
    'CVV must be 3 digits',
    'Name on card is required',
    'Billing address is required',
    'Zip code is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expectAccessible(page);
});

test('when the nights are taken meanwhile, the payment says so and offers other dates', async ({
  page,
  browser,
}) => {
  await register(page, newUser('Slow Guest'));
  await openRoomWithDates(page, 7, 50, 53);
  await page.getByRole('button', { name: 'Book Now' }).first().click();
  await expect(page).toHaveURL(/\/payment$/);

  const rival = waitForAppOnLoad(await browser.newPage());
  await register(rival, newUser('Quick Guest'));
  await openRoomWithDates(rival, 7, 50, 53);
  await rival.getByRole('button', { name: 'Book Now' }).first().click();
  await rival.getByRole('form', { name: 'Payment' }).getByRole('button', { name: /^Pay / }).click();
  await expect(toastWith(rival, 'Payment successful')).toBeVisible();
  await rival.close();

  await page.getByRole('form', { name: 'Payment' }).getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'just booked by someone else' })).toBeVisible();
  await page.getByRole('link', { name: 'Choose other dates' }).click();
  await expect(page).toHaveURL(/\/property\/7/);
});

test('/payment sends visitors without a selection to /find-stays, and signed-out ones to /auth', async ({
  page,
}) => {
  await page.goto('/payment');
  await expect(toastWith(page, 'No booking selected')).toContainText(
    'Please select a property to book first.',
  );
  await expect(page).toHaveURL(/\/find-stays$/);

  await page.evaluate(() =>
    window.localStorage.setItem('bookingSelection', JSON.stringify({ listingId: '4', type: 'property' })),
  );
  await page.goto('/payment');
  await expect(toastWith(page, 'Authentication required')).toContainText(
    'Please sign in to continue with your booking.',
  );
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fpayment$/);
});

test('the dashboard asks signed-out visitors to log in, and shows an empty state to new users', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Please log in to view your dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await register(page, newUser('New Member'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Explore Properties' })).toBeVisible();
  await expectAccessible(page);
});
