import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { formatIsoDay } from '@restora/shared/domain/format';
import { formatUsd } from '@restora/shared/domain/stay-quote';
import { bookings } from '../../db/schema/bookings';
import { outbox } from '../../db/schema/mail';
import { orderItems, products } from '../../db/schema/shop';
import { properties, stayRooms } from '../../db/schema/stays';
import { createLogger } from '../../logger';
import { day } from '../../test/fixtures';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';
import { composeMail } from './compose-mail';
import { accountSubjects } from './templates/account-mail';
import type { MailMessage } from './mail-kinds';
import { drainOutbox } from './mail-sender';
import { smtpTransport } from './mail-transport';
import { enqueueMail } from './outbox';

// What each message says, sent through the real sender to a real SMTP server and read back as a mail
// program would: the recipient, the subject, the details, the links and the calendar file.

let t: TestApp;
let catcher: MailCatcher;
const site = { publicUrl: 'https://restora.example' };
const logger = createLogger('silent');

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  catcher = await startMailCatcher();
});
const previews: CaughtMail[] = [];
beforeEach(() => void previews.push(...catcher.messages.splice(0)));
afterAll(async () => {
  // MAIL_PREVIEW_DIR=/some/dir keeps every message this file sent, as .html and .txt, to look at.
  const dir = process.env.MAIL_PREVIEW_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    for (const [i, mail] of [...previews, ...catcher.messages].entries()) {
      const name = `${String(i).padStart(2, '0')}-${mail.subject.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
      fs.writeFileSync(path.join(dir, `${name}.html`), mail.html);
      fs.writeFileSync(path.join(dir, `${name}.txt`), mail.text);
    }
  }
  await catcher.close();
  await t.close();
});

const post = (path: string, cookie: string, body: unknown = {}) =>
  t.request(path, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });

/**
 * Sends what is due and returns what reached `to`, oldest first; by default without the confirmation of
 * the address that every new account is sent.
 */
async function deliveredTo(to: string, { withConfirmation = false } = {}): Promise<CaughtMail[]> {
  await drainOutbox({
    db: t.db,
    transport: smtpTransport(catcher.url),
    site,
    from: 'Restora <hello@restora.example>',
    logger,
  });
  return catcher.messages.filter(
    (m) => m.to.includes(to) && (withConfirmation || m.subject !== accountSubjects['account.verify-email']),
  );
}

/** Every message: links only to the site, a plain-text twin, and none of the secrets it must not carry. */
function expectWellFormed(mail: CaughtMail, secrets: string[] = []) {
  expect(mail.links.length).toBeGreaterThan(0);
  for (const link of mail.links) expect(link.startsWith(`${site.publicUrl}`)).toBe(true);
  expect(mail.text.length).toBeGreaterThan(100);
  expect(mail.html).toMatch(/<html [^>]*lang="en"/);
  for (const secret of [SAMPLE_CARD.cardNumber, SAMPLE_CARD.cvv, 'calm waters 42', ...secrets]) {
    expect(mail.html).not.toContain(secret);
    expect(mail.text).not.toContain(secret);
  }
}

/** The VEVENTs of a calendar file, each as a map of its properties (parameters kept in the key). */
function events(ics: string) {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return [...unfolded.matchAll(/BEGIN:VEVENT\r?\n([\s\S]*?)END:VEVENT/g)].map(
    (m) =>
      new Map(
        m[1]!
          .split(/\r?\n/)
          .filter(Boolean)
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)]),
      ),
  );
}
/** The HTML's words as a reader sees them: without React's text separators (<!-- -->), entities decoded. */
const visible = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const icsDay = (iso: string) => iso.replaceAll('-', '');

describe('booking messages', () => {
  it('confirms a stay with what, when, where, the prices as charged, the link and a calendar file', async () => {
    const { cookie, email } = await registerUser(t, { name: 'Maya Lind' });
    const [room] = await t.db
      .select({ room: stayRooms, property: properties })
      .from(stayRooms)
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .orderBy(asc(stayRooms.id))
      .limit(1);
    const res = await post('/api/bookings/stays', cookie, {
      roomId: room!.room.id,
      checkIn: day(20),
      checkOut: day(23),
      guests: 2,
      card: SAMPLE_CARD,
    });
    expect(res.status).toBe(201);
    const [booking] = (await readJson(res)).bookings;
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));

    const [mail, ...more] = await deliveredTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your stay at ${room!.property.name} is confirmed`);
    expectWellFormed(mail!);
    for (const version of [visible(mail!.html), mail!.text]) {
      expect(version).toContain('Hi Maya,');
      expect(version).toContain(`#${booking.id}`);
      expect(version).toContain(room!.room.title);
      expect(version).toContain(formatIsoDay(day(20), 'weekday'));
      expect(version).toContain(formatIsoDay(day(23), 'weekday'));
      expect(version).toContain('3 nights');
      expect(version).toContain('2 guests');
      expect(version).toContain(room!.property.city);
      for (const line of stored!.lines) {
        expect(version).toContain(line.label);
        expect(version).toContain(formatUsd(line.amountCents));
      }
      expect(version).toContain(formatUsd(stored!.totalCents));
    }
    expect(mail!.links).toContain(`${site.publicUrl}/dashboard`);
    expect(mail!.text).toContain(`${site.publicUrl}/dashboard`);

    expect(mail!.attachments).toHaveLength(1);
    const [calendar] = mail!.attachments;
    expect(calendar!.filename).toBe(`restora-booking-${booking.id}.ics`);
    expect(calendar!.contentType).toBe('text/calendar');
    expect(calendar!.content).toMatch(/^BEGIN:VCALENDAR\r?\nVERSION:2\.0/);
    const [checkIn, checkOut, ...rest] = events(calendar!.content);
    expect(rest).toEqual([]);
    expect(checkIn!.get('SUMMARY')).toBe(`Check-in: ${room!.property.name}`);
    expect(checkIn!.get('DTSTART;VALUE=DATE')).toBe(icsDay(day(20)));
    expect(checkIn!.get('DTEND;VALUE=DATE')).toBe(icsDay(day(21)));
    expect(checkOut!.get('SUMMARY')).toBe(`Check-out: ${room!.property.name}`);
    expect(checkOut!.get('DTSTART;VALUE=DATE')).toBe(icsDay(day(23)));
    for (const event of [checkIn!, checkOut!]) {
      expect(event.get('LOCATION')).toContain(room!.property.city);
      expect(event.get('GEO')).toBe(`${room!.property.latitude};${room!.property.longitude}`);
      expect(event.get('UID')).toMatch(
        new RegExp(`^booking-${booking.id}-check-(in|out)@restora\\.example$`),
      );
    }
  });

  it('confirms services paid together in one message with one calendar event per date', async () => {
    const { cookie, email } = await registerUser(t);
    const [a, b] = (await readJson(await t.request('/api/services'))).items;
    const res = await post('/api/bookings/services', cookie, {
      items: [
        { serviceId: a.id, date: day(5) },
        { serviceId: b.id, date: day(6) },
      ],
      card: SAMPLE_CARD,
    });
    expect(res.status).toBe(201);
    const [mail, ...more] = await deliveredTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your 2 wellness services are confirmed');
    expectWellFormed(mail!);
    expect(mail!.text).toContain(a.title);
    expect(mail!.text).toContain(b.title);
    expect(mail!.text).toContain(formatUsd(Math.round((a.price + b.price) * 100)));
    const dated = events(mail!.attachments[0]!.content);
    expect(dated.map((e) => [e.get('SUMMARY'), e.get('DTSTART;VALUE=DATE')])).toEqual([
      [a.title, icsDay(day(5))],
      [b.title, icsDay(day(6))],
    ]);
  });

  it('tells of a cancelled stay, with what was booked and paid, and no calendar file', async () => {
    const { cookie, email } = await registerUser(t);
    const [room] = await t.db
      .select({ id: stayRooms.id })
      .from(stayRooms)
      .orderBy(asc(stayRooms.id))
      .limit(2)
      .offset(1);
    const made = await readJson(
      await post('/api/bookings/stays', cookie, {
        roomId: room!.id,
        checkIn: day(40),
        checkOut: day(42),
        guests: 1,
        card: SAMPLE_CARD,
      }),
    );
    const id = made.bookings[0].id;
    expect((await post(`/api/bookings/${id}/cancel`, cookie)).status).toBe(200);
    const delivered = await deliveredTo(email);
    expect(delivered.map((m) => m.subject.replace(/^Your stay at .+ is /, '')).sort()).toEqual([
      'cancelled',
      'confirmed',
    ]);
    const cancelled = delivered.find((m) => m.subject.endsWith('cancelled'));
    expectWellFormed(cancelled!);
    expect(cancelled!.text).toContain(`booking #${id}`);
    expect(cancelled!.text).toContain(formatIsoDay(day(40), 'weekday'));
    expect(cancelled!.attachments).toEqual([]);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(cancelled!.text).toContain(`Refunded in full: ${formatUsd(booking!.totalCents)}`);
  });
});

describe('order messages', () => {
  const address = {
    name: 'Ada Park',
    line1: '12 Harbour Lane',
    city: 'Lisbon',
    postalCode: '1100-001',
    country: 'PT',
  };

  async function placeOrder() {
    const { cookie, email } = await registerUser(t, { name: 'Ada Park' });
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.productType, 'buy_now'))
      .orderBy(asc(products.id))
      .limit(1);
    expect((await post('/api/cart/items', cookie, { productId: product!.id, quantity: 2 })).ok).toBe(true);
    const res = await post('/api/orders', cookie, { shippingAddress: address, card: SAMPLE_CARD });
    expect(res.status).toBe(201);
    return { cookie, email, product: product!, order: await readJson(res) };
  }

  it('thanks for an order with its lines, totals as charged, the address and a link to it', async () => {
    const { email, product, order } = await placeOrder();
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const [mail] = await deliveredTo(email);
    expect(mail!.subject).toBe(`Thank you for your order #${order.id}`);
    expectWellFormed(mail!);
    for (const version of [visible(mail!.html), mail!.text]) {
      expect(version).toContain('Hi Ada,');
      expect(version).toContain(`2 × ${product.name}`);
      expect(version).toContain(`$${((line!.unitPriceCents * 2) / 100).toFixed(2)}`);
      expect(version).toContain(`$${order.total.toFixed(2)}`);
      expect(version).toContain('12 Harbour Lane');
      expect(version).toContain(formatIsoDay(order.estimatedDelivery));
    }
    expect(mail!.links).toContain(`${site.publicUrl}/order-confirmation/${order.id}`);
    expect(mail!.attachments).toEqual([]);
  });

  it('tells of a cancelled order and of a status the operator set', async () => {
    const { cookie, email, order } = await placeOrder();
    expect((await post(`/api/orders/${order.id}/cancel`, cookie)).status).toBe(200);
    await enqueueMail(t.db, {
      kind: 'order.status-changed',
      to: email,
      payload: { orderId: order.id, status: 'shipped' },
    });
    const delivered = await deliveredTo(email);
    const cancelled = delivered.find((m) => m.subject.endsWith('is cancelled'));
    const shipped = delivered.find((m) => m.subject.endsWith('is on its way'));
    expect(delivered).toHaveLength(3);
    expect(cancelled!.subject).toBe(`Your order #${order.id} is cancelled`);
    expectWellFormed(cancelled!);
    expect(shipped!.subject).toBe(`Your order #${order.id} is on its way`);
    expect(shipped!.text).toContain('on its way to you');
    expect(shipped!.links).toContain(`${site.publicUrl}/orders`);
  });

  it('refuses to compose a message about an order that does not exist (the sender retries, then gives up)', async () => {
    await expect(
      composeMail(
        t.db,
        { kind: 'order.placed', to: 'x@example.com', payload: { orderId: 2_000_000_000 } },
        site,
      ),
    ).rejects.toThrow(/order 2000000000 is gone/);
  });
});

describe('account and partner messages', () => {
  const token = 'tok_' + randomUUID().replaceAll('-', '');
  const link = `${site.publicUrl}/reset-password?token=${token}`;
  const cases: [MailMessage, string][] = [
    [
      { kind: 'account.reset-password', to: 'a1@example.com', payload: { name: 'Noor Haddad', url: link } },
      'Reset your Restora password',
    ],
    [
      { kind: 'account.verify-email', to: 'a2@example.com', payload: { name: 'Noor Haddad', url: link } },
      'Confirm your e-mail address',
    ],
    [
      {
        kind: 'account.change-email',
        to: 'a3@example.com',
        payload: { name: 'Noor Haddad', url: link, newEmail: 'a3@example.com' },
      },
      'Confirm your new e-mail address',
    ],
  ];

  it.each(cases)(
    '%# carries its one link, in both versions, and says what it is for',
    async (message, subject) => {
      await enqueueMail(t.db, message);
      const [mail] = await deliveredTo(message.to, { withConfirmation: true });
      expect(mail!.subject).toBe(subject);
      expectWellFormed(mail!);
      expect(mail!.links).toContain(link);
      expect(mail!.text).toContain(link);
      expect(mail!.text).toContain('Hi Noor,');
      // The token appears only inside its link.
      expect(mail!.html.split(token).length - 1).toBe(
        mail!.html.split(link.replace('&', '&amp;')).length - 1,
      );
    },
  );

  it('sends the notices with no link that could act on the account', async () => {
    const notices: MailMessage[] = [
      {
        kind: 'account.email-changed',
        to: 'old@example.com',
        payload: { name: 'Noor', newEmail: 'new@example.com' },
      },
      { kind: 'account.password-changed', to: 'pw@example.com', payload: { name: 'Noor' } },
      { kind: 'account.deleted', to: 'gone@example.com', payload: { name: 'Noor' } },
    ];
    await enqueueMail(t.db, ...notices);
    const [changed] = await deliveredTo('old@example.com');
    const [password] = await deliveredTo('pw@example.com');
    const [deleted] = await deliveredTo('gone@example.com');
    expect(changed!.subject).toBe('Your Restora e-mail address was changed');
    expect(changed!.text).toContain('new@example.com');
    expect(password!.subject).toBe('Your Restora password was changed');
    expect(deleted!.subject).toBe('Your Restora account has been deleted');
    for (const mail of [changed!, password!, deleted!]) {
      expectWellFormed(mail);
      expect(mail.links.some((l) => /token=/.test(l))).toBe(false);
    }
  });

  it('acknowledges a partner application to the applicant', async () => {
    const res = await t.postJson('/api/partner-applications', {
      organisation: 'Lakeside Wellness Lodge',
      partnerType: 'Retreat',
      contactName: 'Ingrid Sol',
      email: 'ingrid@lakeside.example',
      country: 'Norway',
      message: 'We run a twelve-room lakeside lodge with a sauna and daily yoga.',
    });
    expect(res.status).toBe(201);
    const [mail] = await deliveredTo('ingrid@lakeside.example');
    expect(mail!.subject).toBe('We have your partner application');
    expectWellFormed(mail!);
    expect(mail!.text).toContain('Hi Ingrid,');
    expect(mail!.text).toContain('Lakeside Wellness Lodge');
  });

  it('leaves nothing due behind', async () => {
    await deliveredTo('nobody@example.com');
    const pending = await t.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending.filter((r) => r.nextAttemptAt.getTime() <= Date.now())).toEqual([]);
  });
});
