import { sql } from 'drizzle-orm';
import type { Database } from '../client';

const BATCH = 10_000;
const YEAR_SECONDS = 365 * 86_400;

export type ActivityCounts = { users: number; bookings: number; orders: number };
type Progress = (what: keyof ActivityCounts, done: number) => void;

/**
 * Synthetic accounts, paid bookings and paid orders for the back office's benchmarks
 * (docs/decisions/admin-overview.md): written by the database itself (insert ... select generate_series),
 * BATCH rows a statement, spread over the last year. A stay is one of 4 bookings, on the seeded rooms in
 * turn with nights that never overlap (after every stay already booked); 1 booking in 20 is cancelled with half refunded. Each run's rows
 * carry a tag of their own, so the command can be run again on the same database.
 */
export async function insertSyntheticActivity(
  db: Database,
  counts: ActivityCounts,
  onProgress?: Progress,
): Promise<ActivityCounts> {
  const tag = `scale${Date.now().toString(36)}`;
  const users = Math.max(1, counts.users);
  for (let from = 1; from <= users; from += BATCH) {
    const to = Math.min(users, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into "user" (id, name, email, email_verified, created_at, updated_at)
        select ${tag} || '-' || i, 'Scale Person ' || i, ${tag} || '-' || i || '@example.com', i % 3 = 0,
          now() - ((i * 7907) % ${YEAR_SECONDS}) * interval '1 second', now()
        from generate_series(${from}::int, ${to}::int) i`);
      await tx.execute(sql`
        insert into user_info (id, first_name, last_name)
        select ${tag} || '-' || i, 'Scale', 'Person ' || i from generate_series(${from}::int, ${to}::int) i`);
    });
    onProgress?.('users', to);
  }
  // Synthetic stays begin after every stay already booked, so they never overlap one (nor each other).
  const firstNight = (
    (await db.execute(
      sql`select (greatest(max(check_out), current_date) + 30)::text as day from bookings where kind = 'stay'`,
    )) as unknown as { rows: { day: string }[] }
  ).rows[0]!.day;
  const userOf = sql.raw(`'${tag}-' || (1 + (i * 31 + i / 7) % ${users})`);
  const at = sql.raw(`now() - ((i * 7919) % ${YEAR_SECONDS}) * interval '1 second'`);

  for (let from = 1; from <= counts.bookings; from += BATCH) {
    const to = Math.min(counts.bookings, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with rooms as (select array_agg(id order by id) as ids from stay_rooms),
        offered as (select array_agg(id order by id) as ids from services),
        src as (
          select i, ${userOf} as user_id, ${at} as at, 5000 + (i * 37) % 50000 as cents, i % 4 = 0 as stay
          from generate_series(${from}::int, ${to}::int) i
        ),
        paid as (
          insert into payments (user_id, idempotency_key, purpose, amount_cents, status, provider, card_brand,
            card_last4, created_at, settled_at)
          select user_id, ${tag} || '-b-' || i, case when stay then 'stay' else 'services' end::payment_purpose,
            cents, 'succeeded', 'scale', 'Visa', '4242', at, at
          from src
          returning id, idempotency_key
        )
        insert into bookings (user_id, kind, room_id, service_id, check_in, check_out, guests, status, lines,
          subtotal_cents, total_cents, payment_id, created_at, confirmed_at, cancelled_at, cancelled_by)
        select s.user_id, case when s.stay then 'stay' else 'service' end::booking_kind,
          case when s.stay then rooms.ids[1 + (s.i / 4) % cardinality(rooms.ids)] end,
          case when s.stay then null else offered.ids[1 + s.i % cardinality(offered.ids)] end,
          case when s.stay then ${firstNight}::date + ((s.i / 4) / cardinality(rooms.ids)) * 3
            else current_date + s.i % 200 end,
          case when s.stay then ${firstNight}::date + 2 + ((s.i / 4) / cardinality(rooms.ids)) * 3 end,
          case when s.stay then 2 end,
          case when s.i % 20 = 0 then 'cancelled' else 'confirmed' end::booking_status, '[]'::jsonb,
          s.cents, s.cents, paid.id, s.at, s.at,
          case when s.i % 20 = 0 then s.at + interval '1 day' end,
          case when s.i % 20 = 0 then 'guest' end::acting_party
        from src s join paid on paid.idempotency_key = ${tag} || '-b-' || s.i, rooms, offered`);
      await tx.execute(sql`
        insert into refunds (payment_id, booking_id, amount_cents, reason, requested_by, idempotency_key,
          status, created_at, settled_at)
        select b.payment_id, b.id, b.total_cents / 2, 'Cancelled', 'guest', ${tag} || '-r-' || b.id,
          'succeeded', b.cancelled_at, b.cancelled_at
        from bookings b join payments p on p.id = b.payment_id
        where p.idempotency_key like ${`${tag}-b-%`} and b.status = 'cancelled'
          and split_part(p.idempotency_key, '-', 3)::int between ${from} and ${to}`);
    });
    onProgress?.('bookings', to);
  }

  for (let from = 1; from <= counts.orders; from += BATCH) {
    const to = Math.min(counts.orders, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with src as (
          select i, ${userOf} as user_id, ${at} as at, 1500 + (i * 53) % 20000 as cents
          from generate_series(${from}::int, ${to}::int) i
        ),
        paid as (
          insert into payments (user_id, idempotency_key, purpose, amount_cents, status, provider, card_brand,
            card_last4, created_at, settled_at)
          select user_id, ${tag} || '-o-' || i, 'order', cents, 'succeeded', 'scale', 'Visa', '4242', at, at
          from src
          returning id, idempotency_key
        ),
        placed as (
          insert into orders (user_id, status, subtotal_cents, tax_cents, shipping_cents, total_cents,
            shipping_address, estimated_delivery, payment_id, created_at, updated_at)
          select s.user_id, (array['processing', 'shipped', 'delivered', 'delivered', 'cancelled'])[1 + s.i % 5]::order_status,
            s.cents, 0, 0, s.cents,
            '{"name":"Scale Person","line1":"1 Scale Street","line2":null,"city":"Lisbon","postalCode":"1000-001","country":"Portugal"}'::jsonb,
            (s.at + interval '5 days')::date, paid.id, s.at, s.at
          from src s join paid on paid.idempotency_key = ${tag} || '-o-' || s.i
          returning id, total_cents
        ),
        catalogue as (select array_agg(id order by id) as ids from products)
        insert into order_items (order_id, product_id, name, quantity, unit_price_cents, product_type)
        select placed.id, p.id, p.name, 1, placed.total_cents, p.product_type
        from placed, catalogue, products p
        where p.id = catalogue.ids[1 + placed.id % cardinality(catalogue.ids)]`);
    });
    onProgress?.('orders', to);
  }
  return { users, bookings: counts.bookings, orders: counts.orders };
}
