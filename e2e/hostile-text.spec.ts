import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '../packages/shared/src/domain/plain-text';
import { expect, test, waitForAppOnLoad } from './support/fixtures';
import { ATTACKS, expectRenderedInTime, look, refusal, watchedPage } from './support/hostile';
import { type HostileText, storeHostileText } from './support/hostile-data';

// Stored hostile text, shown to other people, in a real browser (docs/decisions/typed-text-on-screen.md).
// Each role writes what it may write, through the API, at each field's longest: a guest their name and a
// review; a partner the organisation's name, a property, a room, a service and a reply to the review; an
// administrator a product and an article (e2e/support/hostile-data.ts). Then every page that shows them is
// opened on a phone-sized window (375 px): no script runs, the text shows as written, no long word widens
// the page, and the server renders the longest in time. The API tests send hostile input to every field
// (apps/api/src/hostile-input.test.ts); this is about what the pages do with what was stored.
//
// The pages are looked at in several tests of a few pages each, not one: each test then has a time of its
// own and they share the two workers. Each worker stores its own text once, before its first test here.

const PHONE = { width: 375, height: 812 };

/**
 * Direction overrides and line breaks, which one-line fields refuse; several-line fields refuse direction
 * controls and a CR on its own (docs/decisions/text-input.md).
 */
const NOT_ONE_LINE = ['Name \u202egnp.exe', 'Line\r\nbreak', 'Line\nbreak', 'Line\rbreak'];
const NOT_MANY_LINES = ['Text \u202egnp.exe', 'Text \u2066isolated\u2069', 'A lone\rreturn'];

type Role = keyof HostileText['sessions'];
type Look = [role: Role, path: string, texts: string[]];

let stored: HostileText;

test.beforeAll(async ({ browser }, workerInfo) => {
  stored = await storeHostileText(browser, `Hx${Date.now().toString(36)}w${workerInfo.workerIndex}`);
});

/** A phone-sized window for each role, signed in as it; and the function that closes them. */
async function contextsOf(browser: Browser) {
  const open = (role: Role) => browser.newContext({ viewport: PHONE, storageState: stored.sessions[role] });
  const all = await Promise.all([open('visitor'), open('guest'), open('partner'), open('admin')]);
  const [visitor, guest, partner, admin] = all;
  return { visitor, guest, partner, admin, close: () => Promise.all(all.map((context) => context.close())) };
}

test('direction controls and line breaks are refused where the rules say', async ({ browser }) => {
  const { applicationBody, property, propertyId, room, service, product, article } = stored;
  const contexts = await contextsOf(browser);
  const [visitor, guest, partner, admin] = [
    contexts.visitor.request,
    contexts.guest.request,
    contexts.partner.request,
    contexts.admin.request,
  ];
  type Field = [method: 'POST' | 'PUT', path: string, data: object, field: string];
  const oneLineFields: [APIRequestContext, Field][] = [
    [visitor, ['POST', '/api/auth/sign-up', { email: 'x@example.com', password: stored.password }, 'name']],
    [visitor, ['POST', '/api/partner-applications', applicationBody, 'organisation']],
    [partner, ['POST', '/api/partner/properties', property, 'name']],
    [partner, ['POST', '/api/partner/properties', property, 'city']],
    [partner, ['POST', `/api/partner/properties/${propertyId}/rooms`, room, 'title']],
    [partner, ['POST', '/api/partner/services', service, 'title']],
    [admin, ['POST', '/api/admin/products', product, 'name']],
    [admin, ['POST', '/api/admin/articles', article, 'title']],
  ];
  const manyLineFields: [APIRequestContext, Field][] = [
    [guest, ['POST', `/api/bookings/${stored.bookingId}/review`, { rating: 3 }, 'comment']],
    [partner, ['POST', '/api/partner/properties', property, 'description']],
    [partner, ['POST', '/api/partner/services', service, 'description']],
    [partner, ['PUT', `/api/partner/reviews/${stored.reviewId}/reply`, {}, 'text']],
    [admin, ['POST', '/api/admin/products', product, 'description']],
    [admin, ['POST', '/api/admin/articles', article, 'content']],
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
  await contexts.close();
});

// What each page shows: the start of each value (a page may shorten the rest).
const start = (value: string) => value.slice(0, 80);
const lines = ATTACKS.join(' ');

/** The pages, a few to a test, each opened as the role that sees it, with what it must show as written. */
const PAGES: [name: string, looks: (s: HostileText) => Look[]][] = [
  [
    'the public pages of a stay and its services',
    (s) => [
      [
        'visitor',
        `/property/${s.roomId}`,
        [s.room.title, start(s.property.name), lines, `"><svg/onload=window.__pwned=1> ${s.tag.charAt(0)}.`],
      ],
      ['visitor', `/find-stays?location=${s.tag}`, [s.room.title]],
      ['visitor', `/booking/property/${s.roomId}`, [s.room.title]],
      ['visitor', `/services?listingId=${s.roomId}`, [s.service.title]],
      ['visitor', `/services/${s.serviceId}`, [s.service.title, lines]],
      ['visitor', `/booking/service/${s.serviceId}`, [s.service.title]],
    ],
  ],
  [
    "the shop's and the knowledge pages, and the guest's own",
    (s) => [
      ['visitor', `/marketplace?search=${s.tag}`, [s.product.name]],
      ['visitor', `/product/${s.productId}`, [s.product.name, lines]],
      ['visitor', '/knowledge', [s.article.title]],
      ['visitor', `/article/${s.articleId}`, [s.article.title, ...ATTACKS]],
      ['guest', '/dashboard', [start(s.room.title)]],
    ],
  ],
  [
    'the partner console',
    (s) => [
      ['partner', '/partner', [start(s.property.name)]],
      ['partner', `/partner/properties/${s.propertyId}`, [start(s.property.name)]],
      ['partner', `/partner/rooms/${s.roomId}/calendar`, [start(s.room.title)]],
      ['partner', '/partner/services', [s.service.title]],
      ['partner', `/partner/reviews?propertyId=${s.propertyId}`, [lines]],
      ['partner', '/partner/bookings?when=past', [start(s.guestName)]],
    ],
  ],
  [
    "the back office's partners and products",
    (s) => [
      ['admin', '/admin/partners', [start(s.organisation)]],
      ['admin', '/admin/partner-applications?status=approved', [start(s.organisation)]],
      ['admin', `/admin/partner-applications/${s.applicationId}`, [start(s.organisation), lines]],
      ['admin', `/admin/partners/${s.organisationId}`, [start(s.organisation), start(s.property.name)]],
      ['admin', '/admin/products', [start(s.product.name)]],
      ['admin', `/admin/products/${s.productId}`, [start(s.product.name)]],
    ],
  ],
  [
    "the back office's content, people, bookings and history",
    (s) => [
      ['admin', '/admin/content', [start(s.article.title)]],
      ['admin', `/admin/content/articles/${s.articleId}`, [start(s.article.title), ...ATTACKS]],
      ['admin', `/admin/users?q=${encodeURIComponent(s.guestEmail)}`, [start(s.guestName)]],
      ['admin', `/admin/users/${s.guestId}`, [start(s.guestName)]],
      ['admin', '/admin/bookings', [start(s.guestName)]],
      ['admin', `/admin/history?objectType=property&objectId=${s.propertyId}`, [start(s.partnerName)]],
    ],
  ],
];

for (const [name, looks] of PAGES) {
  test(`hostile text runs nowhere and breaks no page: ${name}`, async ({ browser }) => {
    const contexts = await contextsOf(browser);
    const pages = new Map<Role, Page>();
    for (const [role, path, texts] of looks(stored)) {
      if (!pages.has(role)) pages.set(role, waitForAppOnLoad(await watchedPage(contexts[role])));
      await look(pages.get(role)!, path, texts);
    }
    await contexts.close();
  });
}

// The pages that hold the longest fields (a 50,000-character article, a 10,000-character description).
test('the server renders the longest hostile texts in time', async ({ browser }) => {
  const s = stored;
  const contexts = await contextsOf(browser);
  const { visitor, partner, admin } = contexts;
  await expectRenderedInTime(visitor.request, [
    `/property/${s.roomId}`,
    `/services/${s.serviceId}`,
    `/product/${s.productId}`,
    `/article/${s.articleId}`,
    `/knowledge/${s.article.slug}`,
  ]);
  await expectRenderedInTime(partner.request, [`/partner/properties/${s.propertyId}`]);
  await expectRenderedInTime(admin.request, [
    `/admin/partner-applications/${s.applicationId}`,
    `/admin/content/articles/${s.articleId}`,
  ]);
  await contexts.close();
});
