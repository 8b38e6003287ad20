import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { formatIsoDay } from '@restora/shared/domain/format';
import { outbox } from '../../db/schema/mail';
import { orderItems, products } from '../../db/schema/shop';
import { readJson, registerUser } from '../../test/test-app';
import { composeMail } from './compose-mail';
import type { MailMessage } from './mail-kinds';
import { enqueueMail } from './outbox';
import { expectWellFormed, mailTestKit, site, visible } from '../../test/mail-kit';

// What each message says, sent through the real sender to a real SMTP server and read back as a mail
// program would (test/mail-kit.ts).

const kit = mailTestKit();

describe('order messages', () => {
  const address = {
    name: 'Ada Park',
    line1: '12 Harbour Lane',
    city: 'Lisbon',
    postalCode: '1100-001',
    country: 'PT',
  };

  async function placeOrder() {
    const { cookie, email } = await registerUser(kit.t, { name: 'Ada Park' });
    const [product] = await kit.t.db
      .select()
      .from(products)
      .where(eq(products.productType, 'buy_now'))
      .orderBy(asc(products.id))
      .limit(1);
    expect((await kit.post('/api/cart/items', cookie, { productId: product!.id, quantity: 2 })).ok).toBe(
      true,
    );
    const res = await kit.post('/api/orders', cookie, { shippingAddress: address, card: SAMPLE_CARD });
    expect(res.status).toBe(201);
    return { cookie, email, product: product!, order: await readJson(res) };
  }

  it('thanks for an order with its lines, totals as charged, the address and a link to it', async () => {
    const { email, product, order } = await placeOrder();
    const [line] = await kit.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const [mail] = await kit.deliveredTo(email);
    expect(mail!.subject).toBe(`Thank you for your order #${order.id}`);
    expectWellFormed(mail!);
    for (const version of [visible(mail!.html), mail!.text]) {
      expect(version).toContain('Hi Ada,');
      expect(version).toContain(`2 × ${product.name}`);
      expect(version).toContain(`$${((line!.unitPriceCents * 2) / 100).toFixed(2)}`);
      expect(version).toContain(`$${(order.totalCents / 100).toFixed(2)}`);
      expect(version).toContain('12 Harbour Lane');
      expect(version).toContain(formatIsoDay(order.estimatedDelivery));
    }
    expect(mail!.links).toContain(`${site.publicUrl}/order-confirmation/${order.id}`);
    expect(mail!.attachments).toEqual([]);
  });

  it('tells of a cancelled order and of a status the operator set', async () => {
    const { cookie, email, order } = await placeOrder();
    expect((await kit.post(`/api/orders/${order.id}/cancel`, cookie)).status).toBe(200);
    await enqueueMail(kit.t.db, {
      kind: 'order.status-changed',
      to: email,
      payload: { orderId: order.id, status: 'shipped' },
    });
    const delivered = await kit.deliveredTo(email);
    const cancelled = delivered.find((m) => m.subject.endsWith('is cancelled'));
    const shipped = delivered.find((m) => m.subject.endsWith('is on its way'));
    expect(delivered).toHaveLength(3);
    expect(cancelled!.subject).toBe(`Your order #${order.id} is cancelled`);
    expectWellFormed(cancelled!);
    // The cancellation refunds the order in full, and its mail says so.
    for (const version of [visible(cancelled!.html), cancelled!.text])
      expect(version).toContain(
        `Refunded in full: $${(order.totalCents / 100).toFixed(2)}, to the card you paid with.`,
      );
    expect(shipped!.subject).toBe(`Your order #${order.id} is on its way`);
    expect(shipped!.text).toContain('on its way to you');
    expect(shipped!.links).toContain(`${site.publicUrl}/orders`);
  });

  it('refuses to compose a message about an order that does not exist (the sender retries, then gives up)', async () => {
    await expect(
      composeMail(
        kit.t.db,
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
      await enqueueMail(kit.t.db, message);
      const [mail] = await kit.deliveredTo(message.to, { withConfirmation: true });
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
    await enqueueMail(kit.t.db, ...notices);
    const [changed] = await kit.deliveredTo('old@example.com');
    const [password] = await kit.deliveredTo('pw@example.com');
    const [deleted] = await kit.deliveredTo('gone@example.com');
    expect(changed!.subject).toBe('Your Restora e-mail address was changed');
    expect(changed!.text).toContain('new@example.com');
    expect(password!.subject).toBe('Your Restora password was changed');
    expect(deleted!.subject).toBe('Your Restora account has been deleted');
    for (const mail of [changed!, password!, deleted!]) {
      expectWellFormed(mail);
      expect(mail.links.some((l) => /token=/.test(l))).toBe(false);
    }
  });

  it('tells the holder of an address that someone tried to register with it, or to move to it', async () => {
    const holder = await registerUser(kit.t, { name: 'Noor Haddad' });
    const other = await registerUser(kit.t);
    await kit.t.postJson('/api/auth/sign-up', {
      name: 'Someone Else',
      email: holder.email,
      password: 'not the owner 42',
    });
    await kit.post('/api/profile/email', other.cookie, { newEmail: holder.email, password: other.password });
    const delivered = await kit.deliveredTo(holder.email);
    const tried = delivered.find((m) => m.subject === 'Someone tried to register with your e-mail address');
    const inUse = delivered.find(
      (m) => m.subject === 'Your e-mail address is already used by a Restora account',
    );
    expect(delivered).toHaveLength(2);
    for (const mail of [tried!, inUse!]) {
      expectWellFormed(mail, ['not the owner 42', other.email]);
      expect(mail.text).toContain('Hi Noor,');
      // The ways into the account, and nothing that could act on it.
      expect(mail.links).toContain(`${site.publicUrl}/auth`);
      expect(mail.text).toContain(`${site.publicUrl}/forgot-password`);
      expect(mail.links.some((l) => /token=/.test(l))).toBe(false);
    }
    expect(tried!.text).toContain('If it was you, sign in');
    expect(inUse!.text).toContain('nothing has changed');
  });

  it('acknowledges a partner application to the applicant', async () => {
    const res = await kit.t.postJson('/api/partner-applications', {
      organisation: 'Lakeside Wellness Lodge',
      partnerType: 'Retreat',
      contactName: 'Ingrid Sol',
      email: 'ingrid@lakeside.example',
      country: 'Norway',
      message: 'We run a twelve-room lakeside lodge with a sauna and daily yoga.',
    });
    expect(res.status).toBe(201);
    const [mail] = await kit.deliveredTo('ingrid@lakeside.example');
    expect(mail!.subject).toBe('We have your partner application');
    expectWellFormed(mail!);
    expect(mail!.text).toContain('Hi Ingrid,');
    expect(mail!.text).toContain('Lakeside Wellness Lodge');
  });

  it('leaves nothing due behind', async () => {
    await kit.deliveredTo('nobody@example.com');
    const pending = await kit.t.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending.filter((r) => r.nextAttemptAt.getTime() <= Date.now())).toEqual([]);
  });
});
