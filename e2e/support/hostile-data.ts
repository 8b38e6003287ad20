import type { Browser, BrowserContext } from '@playwright/test';
import { SAMPLE_CARD } from '../../packages/shared/src/domain/card';
import { ATTACKS, manyLines, maxLengths, oneLine, send } from './hostile';
import { linkIn, waitForMail } from './mail';
import { signInAsAdminByApi } from './totp';

// What e2e/hostile-text.spec.ts stores before it looks: each role writes what it may write, through the
// API, at each field's longest (docs/decisions/typed-text-on-screen.md).

const PASSWORD = 'tidal stone 2049';
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Id = { id: number };
type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Stores hostile text as a visitor (a partner application), an administrator (its approval, a product and
 * an article), the partner it makes (the organisation's property, room, service and a reply to a review)
 * and a guest (their name, a stay and its review). `tag` marks all of it (and is part of every value), so
 * that two workers' stores never meet. What was stored, and each role's signed-in session.
 */
export async function storeHostileText(browser: Browser, tag: string) {
  const visitor = await browser.newContext();
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
  const admin = await browser.newContext();
  await signInAsAdminByApi(admin.request);
  await send(admin.request, 'POST', `/api/admin/partner-applications/${applied.id}/approve`, {});
  const invitation = await waitForMail({ to: applicant, subject: 'is now a Restora partner' });
  const token = new URL(linkIn(invitation, '/partner/invitation')).searchParams.get('token');

  const partner = await browser.newContext();
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
  const guest = await browser.newContext();
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

  const sessions = {
    visitor: await visitor.storageState(),
    guest: await guest.storageState(),
    partner: await partner.storageState(),
    admin: await admin.storageState(),
  } satisfies Record<string, Session>;
  for (const context of [visitor, admin, partner, guest]) await context.close();
  return {
    tag,
    password: PASSWORD,
    sessions,
    applicationBody,
    organisation,
    applicationId: applied.id,
    organisationId,
    partnerName,
    property,
    propertyId,
    room,
    roomId,
    service,
    serviceId,
    guestName,
    guestEmail,
    guestId,
    bookingId,
    reviewId,
    product,
    productId,
    article,
    articleId,
  };
}

export type HostileText = Awaited<ReturnType<typeof storeHostileText>>;
