import { signIn } from './support/account';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  card,
  failed,
  failure,
  getJson,
  json,
  nights,
  pageOf,
  postJson,
  scan,
  scanWith,
  withDialog,
} from './support/screen-states';
import { signInAsAdmin } from './support/totp';

// Every screen of the partner console and of the back office, checked with axe in each of its states:
// loaded, empty, with its dialog open, and with the API failing (docs/decisions/admin-back-office.md).
// The partner console in one test (signing in and the first loads paid once), the back office in four.

type Items = { items: { id: number }[] };

test('every partner console screen passes axe: loaded, empty, a dialog open, an API failure', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.clock.install();
  await signIn(page, {
    name: 'Maya Lestari',
    email: 'partner@restora.example',
    password: 'quiet harbour 2026',
  });
  const propertyId = (await getJson<Items>(page, '/api/partner/properties')).items[0]!.id;
  const property = await getJson<{ published: boolean; rooms: { id: number }[] }>(
    page,
    `/api/partner/properties/${propertyId}`,
  );
  const roomId = property.rooms[0]!.id;
  const serviceId = (await getJson<Items>(page, '/api/partner/services')).items[0]!.id;
  // A booking of the partner's own room, to cancel, and a reply to remove (not to Aiko's review, which
  // another journey answers).
  const stay = { roomId, ...nights(0), guests: 1, card: { ...card, cardName: 'Maya Lestari' } };
  await postJson(page, '/api/bookings/stays', stay);
  // The first page of reviews, as the screen opens on it.
  const { reviews } = await getJson<{ reviews: { id: number; guestName: string }[] }>(
    page,
    '/api/partner/reviews',
  );
  const review = reviews.find((r) => r.guestName !== 'Aiko T.')!;
  const reply = { data: { text: 'Thank you for staying with us.' } };
  expect((await page.request.put(`/api/partner/reviews/${review.id}/reply`, reply)).ok()).toBe(true);

  for (const path of [
    '/partner',
    '/partner/services',
    `/partner/services/${serviceId}`,
    '/partner/earnings',
    `/partner/rooms/${roomId}`,
    `/partner/rooms/${roomId}/calendar`,
    `/partner/properties/${propertyId}/photos`,
    `/partner/rooms/${roomId}/photos`,
  ])
    await scan(page, path);

  // The forms, new and sent empty: each field says what is missing.
  for (const [path, submit] of [
    ['/partner/properties/new', 'Create property'],
    [`/partner/properties/${propertyId}/rooms/new`, 'Add room'],
    ['/partner/services/new', 'Add service'],
  ] as const) {
    await scan(page, path);
    await page.getByRole('button', { name: submit }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page);
  }

  // Dialogs: unpublishing the property, cancelling a booking, removing a reply; and the reply's form.
  await scan(page, `/partner/properties/${propertyId}`);
  if (property.published)
    await withDialog(page, page.getByRole('button', { name: 'Unpublish' }), /^Unpublish .*\?$/);
  await scan(page, '/partner/bookings');
  await withDialog(page, page.getByRole('button', { name: 'Cancel booking' }).first(), /cancel/i);
  await scan(page, '/partner/reviews');
  const item = page.getByRole('article', { name: `Review by ${review.guestName}` }).first();
  const who = review.guestName;
  await withDialog(
    page,
    item.getByRole('button', { name: `Remove reply to ${who}` }),
    `Remove your reply to ${who}?`,
  );
  await item.getByRole('button', { name: `Edit reply to ${who}` }).click();
  await expect(item.getByRole('form')).toBeVisible();
  await expectAccessible(page);

  // Empty.
  const main = page.getByRole('main');
  const noProperties = json({ items: [], total: 0, page: 1, pageSize: 12 });
  await scanWith(page, '/partner', '/api/partner/properties', noProperties, main.locator('h1'));
  await scanWith(page, '/partner/services', '/api/partner/services', json({ items: [] }), main.locator('h1'));
  const noBookings = json({ items: [], total: 0, page: 1, pageSize: 20 });
  await scanWith(page, '/partner/bookings', '/api/partner/bookings', noBookings, main.locator('h1'));
  const noReviews = json({ reviews: [], total: 0, page: 1, pageSize: 10 });
  await scanWith(page, '/partner/reviews', '/api/partner/reviews', noReviews, main.getByText('0 reviews'));

  // The API failing.
  for (const [path, api] of [
    ['/partner', '/api/partner/me'],
    ['/partner', '/api/partner/properties'],
    ['/partner/services', '/api/partner/services'],
    [`/partner/services/${serviceId}`, `/api/partner/services/${serviceId}`],
    ['/partner/bookings', '/api/partner/bookings'],
    ['/partner/earnings', '/api/partner/earnings'],
    ['/partner/reviews', '/api/partner/reviews'],
    [`/partner/properties/${propertyId}`, `/api/partner/properties/${propertyId}`],
    [`/partner/rooms/${roomId}`, `/api/partner/rooms/${roomId}`],
    [`/partner/rooms/${roomId}/calendar`, `/api/partner/rooms/${roomId}/calendar`],
    [`/partner/rooms/${roomId}/photos`, `/api/partner/rooms/${roomId}/photos`],
  ])
    await scanWith(page, path!, api!, failure, failed(page));
});

// The answers the moderation and application screens get instead of the real ones: no review is hidden and
// no application made for the check.
const review = {
  id: 990001,
  rating: 2,
  comment: 'The cook was rude to us.',
  guestName: 'Rae R.',
  createdAt: '2026-10-01T10:00:00.000Z',
  property: { id: 1, name: 'A Retreat' },
  room: { id: 1, title: 'A Room' },
};
const reported = {
  ...review,
  reportCount: 1,
  firstReportedAt: '2026-10-02T10:00:00.000Z',
  reasons: ['Rude.'],
};
const hidden = { ...review, hiddenAt: '2026-10-03T10:00:00.000Z', hiddenBy: 'Ada Admin', reasons: ['Rude.'] };
const application = {
  id: 990002,
  organisation: 'Quiet Pines Retreat',
  partnerType: 'Retreat',
  contactName: 'Mara Lind',
  email: 'mara@example.com',
  country: 'Sweden',
  message: 'A forest retreat with daily yoga.',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'pending',
  decidedAt: null,
  decidedBy: null,
  decisionNote: null,
  organisationId: null,
};
const applications = (items: unknown[]) => json({ items, total: items.length, page: 1, pageCount: 1 });

// The back office in four tests, so that they run side by side and each stays short on a loaded machine.
test('every back office screen passes axe when loaded', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  for (const [path, heading] of [
    ['/admin', 'Overview'],
    ['/admin/bookings', 'Bookings'],
    ['/admin/orders', 'Orders'],
    ['/admin/users', 'Users'],
    ['/admin/partners', 'Partners'],
    ['/admin/content', 'Content'],
    ['/admin/content/articles/new', 'New article'],
    ['/admin/content/home', 'Content'],
    ['/admin/products', 'Manage Products'],
    ['/admin/products/new', 'New product'],
    ['/admin/messages', 'Messages'],
    ['/admin/jobs', 'Jobs'],
    ['/admin/partner-applications', 'Partner Applications'],
  ])
    await scan(page, path!, heading);

  // The overview's figures as a table, opened (its 90 rows scroll).
  await scan(page, '/admin', 'Overview');
  await page.getByText('The 90 days as a table').click();
  await expect(page.getByRole('table', { name: /per day/ })).toBeVisible();
  await expectAccessible(page);
});

test('every back office detail screen and dialog passes axe', async ({ page }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await signInAsAdmin(page);
  // The administrator's own paid stay (to refund) and order (to move on a step).
  const roomId = (await getJson<Items>(page, '/api/stays?location=Bali')).items[0]!.id;
  const booked = await postJson<{ bookings: { id: number }[] }>(page, '/api/bookings/stays', {
    ...{ roomId, ...nights(5), guests: 1, card },
  });
  const bookingId = booked.bookings[0]!.id;
  const buyable = await getJson<Items>(page, '/api/products?types=buy_now&availability=in_stock&pageSize=1');
  await postJson(page, '/api/cart/items', { productId: buyable.items[0]!.id, quantity: 1 });
  const shippingAddress = {
    name: 'Ada Admin',
    line1: '1 Analytical Row',
    city: 'London',
    postalCode: 'N1 9GU',
    country: 'United Kingdom',
  };
  const orderId = (await postJson<{ id: number }>(page, '/api/orders', { shippingAddress, card })).id;
  type Named = { items: { id: number; name: string; title: string }[] };
  const user = (await getJson<Named>(page, '/api/admin/users?q=partner%40restora.example')).items[0]!;
  const organisation = (await getJson<Named>(page, '/api/admin/organisations')).items[0]!;
  const article = (await getJson<Named>(page, '/api/admin/articles?status=published')).items[0]!;
  const product = (await getJson<Named>(page, '/api/admin/products')).items[0]!;

  // Dialogs: refund, the order's next step (then taken: a History record to look at), suspend, unpublish a
  // partner's property, unpublish an article, edit and hide a testimonial, delete a product.
  const button = (name: string | RegExp) => page.getByRole('button', { name }).first();
  await scan(page, `/admin/bookings/${bookingId}`, /^Booking #\d+/);
  await withDialog(page, button('Refund'), /^Refund booking #\d+$/);
  await scan(page, `/admin/orders/${orderId}`, /^Order #\d+/);
  await withDialog(page, button('Mark shipped'), `Mark order #${orderId} shipped?`);
  await button('Mark shipped').click();
  await button('Mark shipped and e-mail the customer').click();
  await expect(button('Mark delivered')).toBeVisible();
  await scan(page, `/admin/users/${user.id}`, user.name);
  await withDialog(page, button('Suspend'), /^Suspend .*\?$/);
  await scan(page, `/admin/partners/${organisation.id}`, organisation.name);
  await withDialog(page, button(/^Unpublish /), /^Unpublish .*\?$/);
  await scan(page, `/admin/content/articles/${article.id}`, article.title);
  await withDialog(page, button('Unpublish'), /^Unpublish “.*”\?$/);
  await scan(page, '/admin/content/testimonials', 'Content');
  await withDialog(page, button(/^Edit the testimonial of/), 'Edit testimonial');
  await withDialog(page, button(/^Hide the testimonial of/), /^Hide the testimonial of/);
  await scan(page, `/admin/products/${product.id}`, product.name);
  await withDialog(page, button('Delete product'), /^Delete .*\?$/);
  const records = await getJson<Items>(page, `/api/admin/audit?objectType=order&objectId=${orderId}`);
  await scan(page, '/admin/history', 'History');
  await scan(page, `/admin/history/${records.items[0]!.id}`);

  const main = page.getByRole('main');
  const words = main.getByText(review.comment).first();
  await scanWith(page, '/admin/moderation', '/api/admin/reviews/reported', pageOf([reported]), words);
  await withDialog(page, button('Hide the review by Rae R.'), 'Hide this review?');
  await scanWith(page, '/admin/moderation/hidden', '/api/admin/reviews/hidden', pageOf([hidden]), words);
  await withDialog(page, button('Show again the review by Rae R.'), 'Show this review again?');
  const applicant = main.getByText(application.organisation).first();
  const one = applications([application]);
  await scanWith(page, '/admin/partner-applications', '/api/admin/partner-applications', one, applicant);
  const detail = '/api/admin/partner-applications/990002';
  await scanWith(page, '/admin/partner-applications/990002', detail, json(application), applicant);
  await withDialog(page, button('Approve and invite'), 'Approve Quiet Pines Retreat?');
});

test('every back office list passes axe when empty', async ({ page }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await signInAsAdmin(page);
  const nothing = page.getByRole('main').getByText(/^No /).first();
  for (const [path, api] of [
    ['/admin/bookings', '/api/admin/bookings'],
    ['/admin/orders', '/api/admin/orders'],
    ['/admin/users', '/api/admin/users'],
    ['/admin/partners', '/api/admin/organisations'],
    ['/admin/moderation', '/api/admin/reviews/reported'],
    ['/admin/moderation/hidden', '/api/admin/reviews/hidden'],
    ['/admin/content', '/api/admin/articles'],
    ['/admin/content/testimonials', '/api/admin/testimonials'],
    ['/admin/products', '/api/admin/products'],
    ['/admin/messages', '/api/admin/messages'],
    ['/admin/jobs', '/api/admin/jobs'],
    ['/admin/history', '/api/admin/audit'],
  ])
    await scanWith(page, path!, api!, pageOf([]), nothing);
  const noApplications = applications([]);
  await scanWith(
    page,
    '/admin/partner-applications',
    '/api/admin/partner-applications',
    noApplications,
    nothing,
  );
});

// The API failing, the lists and the detail screens apart (each screen asks three times before it fails).
const failing: Record<string, [string, string][]> = {
  lists: [
    ['/admin', '/api/admin/overview'],
    ['/admin/bookings', '/api/admin/bookings'],
    ['/admin/orders', '/api/admin/orders'],
    ['/admin/users', '/api/admin/users'],
    ['/admin/partners', '/api/admin/organisations'],
    ['/admin/moderation', '/api/admin/reviews/reported'],
    ['/admin/moderation/hidden', '/api/admin/reviews/hidden'],
    ['/admin/content', '/api/admin/articles'],
    ['/admin/content/testimonials', '/api/admin/testimonials'],
    ['/admin/content/home', '/api/admin/home-texts'],
    ['/admin/products', '/api/admin/products'],
    ['/admin/messages', '/api/admin/messages'],
    ['/admin/jobs', '/api/admin/jobs'],
    ['/admin/history', '/api/admin/audit'],
    ['/admin/partner-applications', '/api/admin/partner-applications'],
  ],
  // The API is answered by the test, so the ids need not exist.
  'detail screens': [
    ['/admin/bookings/990003', '/api/admin/bookings/990003'],
    ['/admin/orders/990003', '/api/admin/orders/990003'],
    ['/admin/users/990003', '/api/admin/users/990003'],
    ['/admin/partners/990003', '/api/admin/organisations/990003'],
    ['/admin/content/articles/990003', '/api/admin/articles/990003'],
    ['/admin/products/990003', '/api/admin/products/990003'],
    ['/admin/history/990003', '/api/admin/audit/990003'],
  ],
};
for (const [which, screens] of Object.entries(failing))
  test(`the back office's ${which} pass axe when the API fails`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    await signInAsAdmin(page);
    for (const [path, api] of screens) await scanWith(page, path, api, failure, failed(page));
  });
