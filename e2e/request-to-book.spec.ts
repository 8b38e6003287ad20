import type { Browser, Page } from '@playwright/test';
import { newUser, register, signIn } from './support/account';
import { day } from './support/dates';
import { expect, expectAccessible, test, toastWith, waitForScreen } from './support/fixtures';
import { centsOf, ledgerOps } from './support/payment-ledger';

// Request to book (docs/decisions/request-to-book.md): a partner sets a room to "Request to book"; a guest
// requests with a message; the partner accepts one request (the card captured exactly once) and declines
// another (never captured, the nights bookable again). The simulated processor's ledger is the witness.

const REQUEST_NOTE = 'The host confirms requests within 24 hours; your card is only charged if they accept.';
const maya = { name: 'Maya Lestari', email: 'partner@restora.example', password: 'quiet harbour 2026' };

async function partnerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, maya);
  return page;
}

/** A room of Maya's organisation no other journey books: the last room of Shirakumo Ryokan & Onsen. */
async function roomOfMaya(page: Page): Promise<number> {
  const list = await page.request.get('/api/partner/properties?search=Shirakumo');
  const property = ((await list.json()) as { items: { id: number }[] }).items[0]!;
  const detail = await page.request.get(`/api/partner/properties/${property.id}`);
  const rooms = ((await detail.json()) as { rooms: { id: number }[] }).rooms;
  return rooms[rooms.length - 1]!.id;
}

async function setBookingMode(page: Page, roomId: number, label: string) {
  await page.goto(`/partner/rooms/${roomId}`);
  const form = page.getByRole('form', { name: 'Room' });
  await form.getByLabel('How guests book').selectOption({ label });
  await form.getByRole('button', { name: /^Save/ }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

/** Requests the nights with a message; returns the amount authorized, in cents. */
async function request(page: Page, roomId: number, from: number, message: string): Promise<number> {
  await page.goto(`/property/${roomId}?dateFrom=${day(from)}&dateTo=${day(from + 2)}&guests=1`);
  await waitForScreen(page);
  await expect(page.getByText(REQUEST_NOTE).first()).toBeVisible();
  await page.getByRole('button', { name: 'Book Now' }).first().click();
  await expect(page).toHaveURL(/\/payment$/);
  const pay = page.getByRole('form', { name: 'Payment' });
  await pay.getByRole('button', { name: /^Request to book · / }).click();
  await expect(page.getByText('Write a message').first()).toBeVisible();
  await page.getByLabel('Message to the host').fill(message);
  const send = pay.getByRole('button', { name: /^Request to book · / });
  const amount = centsOf((await send.textContent()) ?? '');
  await send.click();
  await expect(toastWith(page, 'Request sent')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  return amount;
}

test('a request is accepted (charged once), another declined (never charged, the nights bookable again)', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const partner = await partnerPage(browser);
  const roomId = await roomOfMaya(partner);
  await setBookingMode(partner, roomId, 'Request to book');

  // The guest asks; the dashboard shows the request waiting, nothing captured.
  const guest = newUser('Rhea Request');
  await register(page, guest);
  const amount = await request(page, roomId, 280, 'We are two yoga teachers; may we arrive late?');
  // Other tests capture at the same time: this one counts its own amount (the same for both requests).
  const capturesBefore = ledgerOps('capture', amount);
  const recent = page.getByRole('region', { name: 'Recent Bookings' });
  await expect(recent.getByText('requested').first()).toBeVisible();
  await expectAccessible(page);
  expect(ledgerOps('capture', amount)).toBe(capturesBefore);

  // The partner accepts it from the console.
  await partner.goto('/partner/bookings');
  const requests = partner.getByRole('region', { name: 'Requests to book' });
  const first = requests.getByRole('listitem').filter({ hasText: 'Rhea R.' }).first();
  await expect(first).toBeVisible();
  await expectAccessible(partner);
  await first.getByRole('button', { name: 'Accept request' }).click();
  await expect(toastWith(partner, 'Request accepted')).toBeVisible();

  await page.reload();
  await expect(recent.getByText('confirmed').first()).toBeVisible();
  expect(ledgerOps('capture', amount)).toBe(capturesBefore + 1);

  // A second request, declined with a message: the guest sees it declined, nothing more is captured.
  expect(await request(page, roomId, 290, 'Could we bring our own mats?')).toBe(amount);
  await partner.goto('/partner/bookings');
  const second = requests.getByRole('listitem').filter({ hasText: 'Rhea R.' }).first();
  await second.getByRole('button', { name: 'Decline request' }).click();
  await second.getByLabel('Message to the guest').fill('Sorry, that week is closed for a private group.');
  await second.getByRole('button', { name: 'Send and decline' }).click();
  await expect(toastWith(partner, 'Request declined')).toBeVisible();
  await page.reload();
  await expect(recent.getByText('declined').first()).toBeVisible();
  expect(ledgerOps('capture', amount)).toBe(capturesBefore + 1);
  expect(ledgerOps('void', amount)).toBeGreaterThanOrEqual(1);

  // The declined nights are free: another guest requests exactly them.
  const next = await (await browser.newContext()).newPage();
  await register(next, newUser('Nico Next'));
  await request(next, roomId, 290, 'Are these nights still free?');

  await setBookingMode(partner, roomId, 'As the property');
});
