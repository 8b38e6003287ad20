import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { newUser, register } from './support/account';
import { linkIn, waitForMail } from './support/mail';
import { signInAsAdminByApi } from './support/totp';

// Retreats from both sides (docs/decisions/retreats.md): a partner publishes one, a guest on a phone finds
// it by month and books two places with the deposit, the schedule is run on the balance's due day (an
// administrator moves the clock: CLOCK_CONTROL in e2e/support/global-setup.ts), the balance is
// charged and mailed and the partner sees the place paid; and a full option's waitlist gets a freed spot.

const partner = { email: 'partner@restora.example', password: 'quiet harbour 2026' };
const SAMPLE_CARD = {
  cardName: 'Alex Morgan',
  cardNumber: '4242424242424242',
  expiryDate: '12/30',
  cvv: '123',
  billingAddress: '12 Harbour Lane, Lisbon',
  zipCode: '1100-001',
};
const dayAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const phone = { viewport: { width: 375, height: 812 } };

async function signedInRequest(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/sign-in', { data: who });
  expect(res.ok()).toBe(true);
  return context;
}

/** A published retreat of the demo partner's first property, `startIn` days ahead. */
async function publishRetreat(request: APIRequestContext, title: string, startIn: number, spots: number) {
  const properties = await (await request.get('/api/partner/properties')).json();
  const created = await request.post('/api/partner/retreats', {
    data: {
      propertyId: properties.items[0].id,
      title,
      summary: 'Five days of yoga, breathwork and sea swims.',
      description: 'A small group and kind teachers.',
      program: '**Day 1**: arrival.\n\n**Day 2**: breathwork at dawn.',
      startDate: dayAhead(startIn),
      endDate: dayAhead(startIn + 4),
      checkInTime: '15:00',
      checkOutTime: '11:00',
      included: 'Meals\nClasses',
      notIncluded: 'Flights',
      level: 'all',
      language: 'English',
      features: ['Yoga Classes'],
      facilitators: [{ name: 'Ana Lima', bio: 'Teaches yoga since 2010.' }],
      options: [
        {
          name: 'Garden room',
          description: '',
          priceCents: 120_000,
          spots,
          earlyBirdPriceCents: null,
          earlyBirdUntil: null,
          earlyBirdSpots: null,
          roomId: null,
        },
      ],
      depositPercent: 25,
      balanceDueDays: 30,
      cancellationPolicy: 'flexible',
    },
  });
  expect(created.status()).toBe(201);
  const retreat = await created.json();
  const published = await request.post(`/api/partner/retreats/${retreat.id}/status`, {
    data: { status: 'published' },
  });
  expect(published.ok()).toBe(true);
  return retreat as { id: number; startDate: string };
}

test('a guest on a phone books two places with a deposit; on the due day the balance is charged and mailed', async ({
  browser,
}) => {
  const title = `Sea breath ${Date.now().toString(36)}`;
  const partnerContext = await signedInRequest(browser, partner);
  const retreat = await publishRetreat(partnerContext.request, title, 150, 8);

  const guestContext = await browser.newContext(phone);
  const page = await guestContext.newPage();
  const guest = await register(page, newUser('Noor Haddad'));
  await page.goto('/retreats');
  const month = new Date(`${retreat.startDate}T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await page.getByLabel('Month').selectOption({ label: month });
  await expect(page).toHaveURL(new RegExp(`month=${retreat.startDate.slice(0, 7)}`));
  const card = page.getByRole('article').filter({ hasText: title });
  await card.getByRole('link', { name: 'View Retreat' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByLabel('People').selectOption('2');
  // 2 x $1,200 = $2,400: a 25 % deposit of $600 now, $1,800 thirty days before the start.
  await expect(page.getByTestId('deposit-today')).toHaveText('$600');
  await page.getByRole('button', { name: 'Book with deposit' }).click();
  await page.getByRole('button', { name: 'Pay $600' }).click();
  await expect(page.getByRole('heading', { name: "You're booked" })).toBeVisible();
  const booked = await waitForMail({ to: guest.email, subject: `You're booked: ${title}` });
  expect(booked.attachments.some((a) => a.filename.endsWith('.ics'))).toBe(true);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'See it on your dashboard' }).click();
  const place = page.getByRole('listitem').filter({ hasText: title });
  await expect(place.getByText('$1,800')).toBeVisible();

  // The balance's due day comes: the schedule charges the kept card.
  const adminContext = await browser.newContext();
  await signInAsAdminByApi(adminContext.request);
  const due = new Date(`${retreat.startDate}T12:00:00Z`);
  due.setUTCDate(due.getUTCDate() - 30);
  // This retreat only: the other tests' retreats on the same server keep today's date.
  const ran = await adminContext.request.post('/api/admin/retreat-clock', {
    data: { at: due.toISOString(), retreatId: retreat.id },
  });
  expect(ran.ok()).toBe(true);
  expect((await ran.json()).charged).toBeGreaterThanOrEqual(1);
  await waitForMail({ to: guest.email, subject: `Balance paid: ${title}` });

  await page.reload();
  await expect(
    page.getByRole('listitem').filter({ hasText: title }).getByText('$2,400').first(),
  ).toBeVisible();

  const partnerPage = await partnerContext.newPage();
  await partnerPage.goto(`/partner/retreats/${retreat.id}`);
  const row = partnerPage.getByRole('row').filter({ hasText: guest.email });
  await expect(row).toContainText('$2,400 of $2,400');
  await expect(row).toContainText('None');
  await Promise.all([partnerContext.close(), guestContext.close(), adminContext.close()]);
});

test('a full option offers its waitlist the freed spot, which the guest then books', async ({ browser }) => {
  const title = `Quiet hut ${Date.now().toString(36)}`;
  const partnerContext = await signedInRequest(browser, partner);
  const retreat = await publishRetreat(partnerContext.request, title, 120, 1);
  const optionId = (await (await partnerContext.request.get(`/api/retreats/${retreat.id}`)).json()).options[0]
    .id;

  // The only spot is taken.
  const holderContext = await browser.newContext();
  const holderPage = await holderContext.newPage();
  await register(holderPage, newUser('Hana Ito'));
  const held = await holderContext.request.post(`/api/retreats/${retreat.id}/bookings`, {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}` },
    data: { optionId, people: 1, card: SAMPLE_CARD },
  });
  expect(held.status()).toBe(201);

  const waiterContext = await browser.newContext(phone);
  const page = await waiterContext.newPage();
  const waiter = await register(page, newUser('Omar Said'));
  await page.goto(`/retreats/${retreat.id}`);
  await expect(page.getByText('Full · per person')).toBeVisible();
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText("You're on the waitlist. We'll e-mail you when a spot is free.")).toBeVisible();

  // The holder cancels: the spot is held for the waiter, who is told.
  const cancelled = await holderContext.request.post(
    `/api/retreat-bookings/${(await held.json()).id}/cancel`,
  );
  expect(cancelled.ok()).toBe(true);
  const offer = await waitForMail({ to: waiter.email, subject: `A spot is free on ${title}` });
  await page.goto(linkIn(offer, `/retreats/${retreat.id}`));
  await page.getByRole('button', { name: 'Book with deposit' }).click();
  await page.getByRole('button', { name: 'Pay $300' }).click();
  await expect(page.getByRole('heading', { name: "You're booked" })).toBeVisible();
  await Promise.all([partnerContext.close(), holderContext.close(), waiterContext.close()]);
});

test('on a phone, a month chosen the moment /retreats appears filters the list', async ({ browser }) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto('/retreats', { waitUntil: 'commit' });
  const months = page.getByLabel('Month');
  await months.selectOption({ index: 3 });
  const chosen = await months.inputValue();
  await expect(page).toHaveURL(new RegExp(`month=${chosen}`));
  await expect(page.getByRole('status').filter({ hasText: /retreats?$/ })).toBeVisible();
  await expectAccessible(page);
  await context.close();
});
