import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '../packages/shared/src/domain/plain-text';
import { SAMPLE_CARD } from '../packages/shared/src/domain/card';
import { expect, test, waitForAppOnLoad } from './support/fixtures';
import {
  ATTACKS,
  expectRenderedInTime,
  look,
  manyLines,
  maxLengths,
  oneLine,
  refusal,
  send,
  watchedPage,
} from './support/hostile';
import { linkIn, waitForMail } from './support/mail';
import { signInAsAdminByApi } from './support/totp';

// Stored hostile text, shown to other people, in a real browser (docs/decisions/typed-text-on-screen.md).
// Each role writes what it may write, through the API, at each field's longest: a guest their name and a
// review; a partner the organisation's name, a property, a room, a service and a reply to the review; an
// administrator a product and an article. Then every page that shows them is opened on a phone-sized
// window (375 px): no script runs, the text shows as written, no long word widens the page, and the server
// renders the longest in time. The API tests send hostile input to every field
// (apps/api/src/hostile-input.test.ts); this is about what the pages do with what was stored.

const PHONE = { width: 375, height: 812 };
const PASSWORD = 'tidal stone 2049';
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Direction overrides and line breaks, which one-line fields refuse; several-line fields refuse direction
 * controls and a CR on its own (docs/decisions/text-input.md).
 */
const NOT_ONE_LINE = ['Name \u202egnp.exe', 'Line\r\nbreak', 'Line\nbreak', 'Line\rbreak'];
const NOT_MANY_LINES = ['Text \u202egnp.exe', 'Text \u2066isolated\u2069', 'A lone\rreturn'];

type Id = { id: number };

test('hostile text stored by guests, partners and administrators runs nowhere and breaks no page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = `Hx${Date.now().toString(36)}`;
  const visitor = await newContext(browser);
  const limits = await maxLengths(visitor.request);

  // The organisation's name comes from its application; an administrator approves it.
  const applicant = `${tag.toLowerCase()}@example.com`;
  const application = limits('POST /api/partner-applications');
  const organisation = oneLine(ATTACKS[2], tag, application('organisation'));
  const applicationBody = {
    organisation,
    partnerType: 'Retreat',
    contactName: oneLine(ATTACKS[0], tag, application('contactName')),
    email: applicant,
    country: oneLine(ATTACKS[1], tag, application('country')),
    message: manyLines(tag, application('message')),
  };
  const applied = await send<Id>(visitor.request, 'POST', '/api/partner-applications', applicationBody);
  const admin = await newContext(browser);
  await signInAsAdminByApi(admin.request);
  await send(admin.request, 'POST', `/api/admin/partner-applications/${applied.id}/approve`, {});
  const invitation = await waitForMail({ to: applicant, subject: 'is now a Restora partner' });
  const token = new URL(linkIn(invitation, '/partner/invitation')).searchParams.get('token');

  const partner = await newContext(browser);
  const partnerName = oneLine(ATTACKS[3], tag, limits('POST /api/partner/invitation/accept')('name'));
  await send(partner.request, 'POST', '/api/partner/invitation/accept', {
    token,
    name: partnerName,
    password: PASSWORD,
  });

  const me = await (await partner.request.get('/api/partner/me')).json();
  const organisationId = (me as { organisations: Id[] }).organisations[0]!.id;

  const propertyLimit = limits('POST /api/partner/properties');
  const property = {
    name: oneLine(ATTACKS[0], tag, propertyLimit('name')),
    type: 'wellness_retreat',
    setting: 'forest',
    address: oneLine(ATTACKS[1], tag, propertyLimit('address')),
    city: oneLine(ATTACKS[2], tag, propertyLimit('city')),
    state: oneLine(ATTACKS[3], tag, propertyLimit('state')),
    country: oneLine(ATTACKS[4], tag, propertyLimit('country')),
    latitude: 59.3293,
    longitude: 18.0686,
    description: manyLines(tag, propertyLimit('description'), { markdown: true }),
    amenities: ['Sauna'],
    wellnessFeatures: ['Yoga Classes'],
    houseRules: manyLines(tag, propertyLimit('houseRules')),
    checkInTime: '15:00',
    checkOutTime: '11:00',
  };
  const { id: propertyId } = await send<Id>(partner.request, 'POST', '/api/partner/properties', property);
  const roomLimit = limits('POST /api/partner/properties/{id}/rooms');
  const room = {
    title: oneLine(ATTACKS[1], tag, roomLimit('title')),
    description: manyLines(tag, roomLimit('description')),
    maxGuests: 2,
    priceCents: 15_000,
    cleaningFeeCents: 2_000,
  };
  const { id: roomId } = await send<Id>(
    partner.request,
    'POST',
    `/api/partner/properties/${propertyId}/rooms`,
    room,
  );
  await send(partner.request, 'PUT', `/api/partner/properties/${propertyId}/published`, { published: true });
  const serviceLimit = limits('POST /api/partner/services');
  const service = {
    propertyId,
    title: oneLine(ATTACKS[2], tag, serviceLimit('title')),
    description: manyLines(tag, serviceLimit('description')),
    type: 'yoga',
    category: 'Yoga',
    priceCents: 4_500,
    durationMinutes: 60,
    capacityPerDay: 8,
  };
  const { id: serviceId } = await send<Id>(partner.request, 'POST', '/api/partner/services', service);

  // A guest stays last night (the earliest check-in there is) and reviews the stay this morning.
  const guest = await newContext(browser);
  // The attack is one word: a review shows the first word of the name and the last word's initial.
  const guestName = oneLine('"><svg/onload=window.__pwned=1>', tag, limits('POST /api/auth/sign-up')('name'));
  const guestEmail = `guest-${tag.toLowerCase()}@example.com`;
  await send(guest.request, 'POST', '/api/auth/sign-up', {
    name: guestName,
    email: guestEmail,
    password: PASSWORD,
  });
  const signedIn = await send<{ user: { id: string } }>(guest.request, 'POST', '/api/auth/sign-in', {
    email: guestEmail,
    password: PASSWORD,
  });
  const guestId = signedIn.user.id;
  const stay = await send<{ bookings: Id[] }>(guest.request, 'POST', '/api/bookings/stays', {
    roomId,
    checkIn: utcDay(-1),
    checkOut: utcDay(0),
    guests: 1,
    card: SAMPLE_CARD,
  });
  const bookingId = stay.bookings[0]!.id;
  const review = manyLines(tag, limits('POST /api/bookings/{id}/review')('comment'));
  await send(guest.request, 'POST', `/api/bookings/${bookingId}/review`, { rating: 4, comment: review });
  const reviews = await (await partner.request.get(`/api/partner/reviews?propertyId=${propertyId}`)).json();
  const reviewId = (reviews as { reviews: Id[] }).reviews[0]!.id;
  const reply = manyLines(tag, limits('PUT /api/partner/reviews/{id}/reply')('text'));
  await send(partner.request, 'PUT', `/api/partner/reviews/${reviewId}/reply`, { text: reply });

  // An administrator's product and article.
  const productLimit = limits('POST /api/admin/products');
  const product = {
    name: oneLine(ATTACKS[3], tag, productLimit('name')),
    category: oneLine(ATTACKS[0], tag, productLimit('category')),
    description: manyLines(tag, productLimit('description')),
    priceCents: 2400,
    image: '/images/products/product-20.svg',
    productType: 'buy_now',
    status: 'in_stock',
    stock: 12,
    features: [oneLine(ATTACKS[1], tag, productLimit('features'))],
    servingSize: oneLine(ATTACKS[2], tag, productLimit('servingSize')),
    ingredients: manyLines(tag, productLimit('ingredients')),
  };
  const { id: productId } = await send<Id>(admin.request, 'POST', '/api/admin/products', product);
  const articleLimit = limits('POST /api/admin/articles');
  const article = {
    title: oneLine(ATTACKS[2], tag, articleLimit('title')),
    slug: `hostile-${tag.toLowerCase()}`,
    category: 'Sleep',
    readTime: 6,
    image: '/images/articles/sleep.svg',
    description: manyLines(tag, articleLimit('description')),
    content: manyLines(tag, articleLimit('content'), { markdown: true }),
  };
  const { id: articleId } = await send<Id>(admin.request, 'POST', '/api/admin/articles', article);
  await send(admin.request, 'POST', `/api/admin/articles/${articleId}/publish`, {});

  await test.step('direction controls and line breaks are refused where the rules say', async () => {
    type Field = [method: 'POST' | 'PUT', path: string, data: object, field: string];
    const oneLineFields: [APIRequestContext, Field][] = [
      [
        visitor.request,
        ['POST', '/api/auth/sign-up', { email: 'x@example.com', password: PASSWORD }, 'name'],
      ],
      [visitor.request, ['POST', '/api/partner-applications', applicationBody, 'organisation']],
      [partner.request, ['POST', '/api/partner/properties', property, 'name']],
      [partner.request, ['POST', '/api/partner/properties', property, 'city']],
      [partner.request, ['POST', `/api/partner/properties/${propertyId}/rooms`, room, 'title']],
      [partner.request, ['POST', '/api/partner/services', service, 'title']],
      [admin.request, ['POST', '/api/admin/products', product, 'name']],
      [admin.request, ['POST', '/api/admin/articles', article, 'title']],
    ];
    const manyLineFields: [APIRequestContext, Field][] = [
      [guest.request, ['POST', `/api/bookings/${bookingId}/review`, { rating: 3 }, 'comment']],
      [partner.request, ['POST', '/api/partner/properties', property, 'description']],
      [partner.request, ['POST', '/api/partner/services', service, 'description']],
      [partner.request, ['PUT', `/api/partner/reviews/${reviewId}/reply`, {}, 'text']],
      [admin.request, ['POST', '/api/admin/products', product, 'description']],
      [admin.request, ['POST', '/api/admin/articles', article, 'content']],
    ];
    const problems = await Promise.all([
      ...oneLineFields.flatMap(([request, field]) =>
        NOT_ONE_LINE.map((bad) => refusal(request, field, bad, SINGLE_LINE_TEXT)),
      ),
      ...manyLineFields.flatMap(([request, field]) =>
        // Long enough for every field's minimum, so that only the rule can refuse it.
        NOT_MANY_LINES.map((bad) => refusal(request, field, `${bad}, and a few more words`, MULTI_LINE_TEXT)),
      ),
    ]);
    expect(problems.filter(Boolean)).toEqual([]);
  });

  // What each page shows: the start of each value (a page may shorten the rest).
  const start = (value: string) => value.slice(0, 80);
  const lines = ATTACKS.join(' ');

  // Each role's pages, and what each must show as written.
  const pages: [BrowserContext, string, [path: string, texts: string[]][]][] = [
    [
      visitor,
      'the public pages',
      [
        [
          `/property/${roomId}`,
          [room.title, start(property.name), lines, `"><svg/onload=window.__pwned=1> ${tag.charAt(0)}.`],
        ],
        [`/find-stays?location=${tag}`, [room.title]],
        [`/booking/property/${roomId}`, [room.title]],
        [`/services?listingId=${roomId}`, [service.title]],
        [`/services/${serviceId}`, [service.title, lines]],
        [`/booking/service/${serviceId}`, [service.title]],
        [`/marketplace?search=${tag}`, [product.name]],
        [`/product/${productId}`, [product.name, lines]],
        ['/knowledge', [article.title]],
        [`/article/${articleId}`, [article.title, ...ATTACKS]],
      ],
    ],
    [guest, "the guest's own pages", [['/dashboard', [start(room.title)]]]],
    [
      partner,
      'the partner console',
      [
        ['/partner', [start(property.name)]],
        [`/partner/properties/${propertyId}`, [start(property.name)]],
        [`/partner/rooms/${roomId}/calendar`, [start(room.title)]],
        ['/partner/services', [service.title]],
        [`/partner/reviews?propertyId=${propertyId}`, [lines]],
        ['/partner/bookings?when=past', [start(guestName)]],
      ],
    ],
    [
      admin,
      'the back office',
      [
        ['/admin/partners', [start(organisation)]],
        ['/admin/partner-applications?status=approved', [start(organisation)]],
        [`/admin/partner-applications/${applied.id}`, [start(organisation), lines]],
        [`/admin/partners/${organisationId}`, [start(organisation), start(property.name)]],
        ['/admin/products', [start(product.name)]],
        [`/admin/products/${productId}`, [start(product.name)]],
        ['/admin/content', [start(article.title)]],
        [`/admin/content/articles/${articleId}`, [start(article.title), ...ATTACKS]],
        [`/admin/users?q=${encodeURIComponent(guestEmail)}`, [start(guestName)]],
        [`/admin/users/${guestId}`, [start(guestName)]],
        ['/admin/bookings', [start(guestName)]],
        [`/admin/history?objectType=property&objectId=${propertyId}`, [start(partnerName)]],
      ],
    ],
  ];
  // The roles side by side, each in its own window; every failure is reported, not only the first.
  const looked = await Promise.allSettled(
    pages.map(([context, name, list]) =>
      test.step(name, async () => {
        const page = waitForAppOnLoad(await watchedPage(context));
        for (const [path, texts] of list) await look(page, path, texts);
      }),
    ),
  );
  for (const result of looked) if (result.status === 'rejected') throw result.reason;

  // The pages that hold the longest fields (a 50,000-character article, a 10,000-character description).
  await test.step('the server renders the longest texts in time', async () => {
    await expectRenderedInTime(visitor.request, [
      `/property/${roomId}`,
      `/services/${serviceId}`,
      `/product/${productId}`,
      `/article/${articleId}`,
      `/knowledge/${article.slug}`,
    ]);
    await expectRenderedInTime(partner.request, [`/partner/properties/${propertyId}`]);
    await expectRenderedInTime(admin.request, [
      `/admin/partner-applications/${applied.id}`,
      `/admin/content/articles/${articleId}`,
    ]);
  });
  for (const context of [visitor, admin, partner, guest]) await context.close();
});

async function newContext(browser: Browser) {
  return browser.newContext({ viewport: PHONE });
}
