import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signIn } from './support/account';
import { day } from './support/dates';
import { expect, expectAccessible, test, waitForScreen } from './support/fixtures';

// A partner imports another channel's calendar and sees its nights blocked; a guest cannot have them
// (docs/decisions/calendar-sync.md). The API tests cover the formats, the refusals and the conflicts.

const ical = (n: number) => day(n).replaceAll('-', '');
const feed = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Booking.com//Booking.com Calendar//EN',
  'BEGIN:VEVENT',
  'UID:e2e-closed-1',
  `DTSTART;VALUE=DATE:${ical(40)}`,
  `DTEND;VALUE=DATE:${ical(43)}`,
  'SUMMARY:CLOSED - Not available',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

test('a partner adds a channel calendar, and its nights are blocked in the month grid and for guests', async ({
  page,
  browser,
}) => {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/booking.ics`;
  try {
    await signIn(page, {
      name: 'Maya Lestari',
      email: 'partner@restora.example',
      password: 'quiet harbour 2026',
    });
    await page.goto('/partner');
    await waitForScreen(page);
    await page
      .getByRole('link', { name: /^Calendar/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/partner\/rooms\/\d+\/calendar/);
    const roomId = Number(/rooms\/(\d+)/.exec(page.url())![1]);
    await page.goto(`/partner/rooms/${roomId}/calendar?month=${day(40).slice(0, 7)}`);
    await waitForScreen(page);

    await expect(page.getByLabel(/calendar address \(paste it/)).toHaveValue(/\/calendar\/rooms\/.+\.ics$/);
    const form = page.getByRole('form', { name: 'Add a calendar' });
    // Empty fields are named, not sent.
    await form.getByRole('button', { name: 'Add calendar' }).click();
    await expect(form.getByText('Give the calendar a name, such as Airbnb')).toBeVisible();
    await form.getByLabel('Name').fill('Booking.com');
    await form.getByLabel('Calendar address (.ics)').fill(feedUrl);
    await form.getByRole('button', { name: 'Add calendar' }).click();
    const item = page.getByRole('listitem', { name: 'Booking.com' });
    await expect(item.getByText(/3 nights blocked/)).toBeVisible();
    await expect(page.getByRole('button', { name: /, blocked \(Booking\.com\), / }).first()).toBeVisible();
    await item.getByRole('button', { name: 'Sync now' }).click();
    await expect(item.getByText(/3 nights blocked/)).toBeVisible();
    await expectAccessible(page);

    const quote = await page.request.get(
      `/api/stays/${roomId}/quote?checkIn=${day(41)}&checkOut=${day(42)}&guests=1`,
    );
    expect(quote.status()).toBe(409);

    // A guest on a phone, at once: the imported nights are refused on the stay's page.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const guest = await phone.newPage();
      await guest.goto(`/property/${roomId}?dateFrom=${day(40)}&dateTo=${day(43)}&guests=1`);
      await expect(
        guest.getByText('Some nights in those dates are already booked. Please choose other dates.'),
      ).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    } finally {
      await phone.close();
    }
  } finally {
    server.close();
  }
});
