import { isDeepStrictEqual } from 'node:util';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedProducts } from '../db/seed/products-data';
import { seedGuests } from '../db/seed/reviews-data';
import { registerAllPaymentKinds } from '../payment-kinds';
import { sweepStaleHolds } from '../services/payments/sweep-stale-holds';
import { call, type AckedUser, type LoopReport } from './soak-writer';

type Line = { productId: number; quantity: number };
const byProduct = (items: Line[]) =>
  items.map(({ productId, quantity }) => ({ productId, quantity })).sort((a, b) => a.productId - b.productId);

/**
 * Through the API, as the user would: each acknowledged user signs in with their password and finds the
 * booking and the order they were answered with, with the same content. Returns what is wrong.
 */
export async function verifyAcknowledged(base: string, users: AckedUser[]): Promise<string[]> {
  const problems: string[] = [];
  const check = async (u: AckedUser) => {
    const signIn = await call(base, 'POST', '/api/auth/sign-in', {
      body: { email: u.email, password: u.password },
    });
    if (signIn.status !== 200) return void problems.push(`${u.email}: sign-in answered ${signIn.status}`);
    if (signIn.body.user.name !== u.name) problems.push(`${u.email}: name is now ${signIn.body.user.name}`);
    const cookie = signIn.cookie;
    if (u.booking) {
      const { body } = await call(base, 'GET', '/api/bookings', { cookie });
      const b = body.items.find((x: { id: number }) => x.id === u.booking!.id);
      const seen = b && {
        id: b.id,
        roomId: b.roomId,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        guests: b.guests,
        totalCents: b.totalCents,
      };
      if (!isDeepStrictEqual(seen, u.booking) || b.status !== 'confirmed')
        problems.push(`${u.email}: booking ${u.booking.id} is ${JSON.stringify(b ?? 'missing')}`);
    }
    if (u.order) {
      const { body } = await call(base, 'GET', '/api/orders', { cookie });
      const o = body.items.find((x: { id: number }) => x.id === u.order!.id);
      const seen = o && { id: o.id, totalCents: o.totalCents, items: byProduct(o.items) };
      if (!isDeepStrictEqual(seen, { ...u.order, items: byProduct(u.order.items) }))
        problems.push(`${u.email}: order ${u.order.id} is ${JSON.stringify(o ?? 'missing')}`);
    }
  };
  // A few at a time: every sign-in is a scrypt hash on a 2-core machine.
  for (let i = 0; i < users.length; i += 4) await Promise.all(users.slice(i, i + 4).map(check));
  return problems;
}

/** Each query lists the rows of a half-done write; every one must come back empty. */
const invariants: [string, string][] = [
  [
    'order without its lines',
    `select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  ],
  [
    'order whose lines do not add up to its subtotal',
    `select o.id from orders o join (select order_id, sum(quantity * unit_price_cents) as s
       from order_items group by order_id) i on i.order_id = o.id where i.s <> o.subtotal_cents`,
  ],
  [
    'order kept (and its stock taken) after its payment failed',
    `select o.id from orders o join payments p on p.id = o.payment_id where p.status = 'failed'`,
  ],
  [
    'order payment without exactly one order',
    `select p.id from payments p where p.purpose = 'order' and p.status <> 'failed'
       and (select count(*) from orders o where o.payment_id = p.id) <> 1`,
  ],
  [
    'stay payment without exactly one booking',
    `select p.id from payments p where p.purpose = 'stay'
       and (select count(*) from bookings b where b.payment_id = p.id) <> 1`,
  ],
  [
    'booking whose status disagrees with its payment',
    `select b.id from bookings b join payments p on p.id = b.payment_id where not (
       (p.status = 'succeeded' and b.status in ('confirmed', 'cancelled'))
       or (p.status = 'pending' and b.status = 'pending')
       or (p.status = 'failed' and b.status = 'payment_failed'))`,
  ],
  [
    // The seed's sample guests (who wrote the sample reviews) have no password by design.
    'user without a password to sign in with',
    `select u.email as id from "user" u where not exists (select 1 from account a
       where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null)
       and u.email not in (${seedGuests.map((g) => `'${g.email}'`).join(', ')})`,
  ],
];

async function findHalfWrites(handle: DatabaseHandle): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, sql] of invariants) {
    const rows = await handle.query<{ id: unknown }>(sql);
    if (rows.length) problems.push(`${name}: ${rows.map((r) => r.id).join(', ')}`);
  }
  // The stock a product started with is what it has now plus what its live orders took.
  const stock = await handle.query<{ name: string; accounted: number }>(
    `select p.name, p.stock + coalesce((select sum(i.quantity) from order_items i join orders o
       on o.id = i.order_id where i.product_id = p.id and o.status <> 'cancelled'), 0)::int as accounted
     from products p`,
  );
  for (const { name, accounted } of stock) {
    const seeded = seedProducts.find((p) => p.name === name)?.stock;
    if (accounted !== seeded) problems.push(`stock of ${name}: ${accounted} accounted for, ${seeded} seeded`);
  }
  return problems;
}

/** The acknowledged writes, looked up by SQL (cheaper than signing everyone in again). */
async function findAcknowledged(handle: DatabaseHandle, users: AckedUser[]): Promise<string[]> {
  const problems: string[] = [];
  const emails = new Set(
    (await handle.query<{ email: string }>(`select email from "user"`)).map((r) => r.email),
  );
  for (const u of users) if (!emails.has(u.email)) problems.push(`user ${u.email} is gone`);
  const bookings = await handle.query<{ id: number; email: string; status: string }>(
    `select b.id, u.email, b.status from bookings b join "user" u on u.id = b.user_id`,
  );
  const orders = await handle.query<{ id: number; email: string; status: string; items: Line[] }>(
    `select o.id, u.email, p.status, (select json_agg(json_build_object('productId', i.product_id,
       'quantity', i.quantity)) from order_items i where i.order_id = o.id) as items
     from orders o join "user" u on u.id = o.user_id join payments p on p.id = o.payment_id`,
  );
  for (const u of users) {
    const b = u.booking && bookings.find((r) => r.id === u.booking!.id);
    if (u.booking && (b?.email !== u.email || b.status !== 'confirmed'))
      problems.push(`booking ${u.booking.id} of ${u.email}: ${JSON.stringify(b ?? 'missing')}`);
    const o = u.order && orders.find((r) => r.id === u.order!.id);
    const same = o && isDeepStrictEqual(byProduct(o.items), byProduct(u.order!.items));
    if (u.order && (o?.email !== u.email || o.status !== 'succeeded' || !same))
      problems.push(`order ${u.order.id} of ${u.email}: ${JSON.stringify(o ?? 'missing')}`);
  }
  return problems;
}

/** The sign-ups and payments among the requests that got no answer that were written all the same. */
async function writtenUnanswered(handle: DatabaseHandle, dropped: LoopReport['dropped']) {
  const written: string[] = [];
  for (const { path, email, key } of dropped) {
    const rows = email
      ? await handle.query(`select 1 from "user" where email = $1`, [email])
      : key
        ? await handle.query(`select 1 from payments where idempotency_key = $1`, [key])
        : [];
    if (rows.length) written.push(`${path} (${email ?? key})`);
  }
  return written;
}

/**
 * Opens the stopped server's DATA_DIR with the app's own openDatabase and checks, by SQL, that every
 * acknowledged write is there and that no write is half there. `dropped` are the requests that got no
 * answer; with `clean` (after SIGTERM) none of them may have written, and no payment may be left
 * pending. With `sweep`, the half-write check runs again after the stale-hold sweep, as it would run 15
 * minutes after a crash.
 */
export async function checkDataDir(
  dataDir: string,
  users: AckedUser[],
  {
    dropped = [],
    clean = false,
    sweep = false,
  }: { dropped?: LoopReport['dropped']; clean?: boolean; sweep?: boolean } = {},
) {
  const handle = await openDatabase({ dataDir });
  try {
    const problems = [...(await findHalfWrites(handle)), ...(await findAcknowledged(handle, users))];
    const written = await writtenUnanswered(handle, dropped);
    const payments = await handle.query<{ purpose: string; status: string; n: number }>(
      `select purpose::text, status::text, count(*)::int as n from payments group by 1, 2 order by 1, 2`,
    );
    if (clean) {
      for (const w of written) problems.push(`${w} got no answer from a clean shutdown, but wrote`);
      const pending = payments.filter((p) => p.status === 'pending');
      if (pending.length)
        problems.push(`payments left pending by a clean shutdown: ${JSON.stringify(pending)}`);
    }
    if (sweep) {
      // The kinds of payment the sweep lets go of, as the server registers them at start.
      registerAllPaymentKinds();
      await sweepStaleHolds({ db: handle.db, olderThanMinutes: 0 });
      for (const p of await findHalfWrites(handle)) problems.push(`after the stale-hold sweep: ${p}`);
    }
    const unanswered = dropped.filter((d) => d.email || d.key).length;
    return { problems, payments, unanswered, written: written.length };
  } finally {
    await handle.close();
  }
}
