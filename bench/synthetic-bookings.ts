// Confirmed stays on a fifth of the rooms, so the availability filter, the booked dates and the quote's
// clash check have work to do in the benchmarks.
import type { DatabaseHandle } from '../apps/api/src/test/bench-harness';

/** Every synthetic booking ends before this many days from today: later dates are free on every room. */
export const BOOKED_UNTIL_DAYS = 205;

/** Room r (when r % 5 = 0) is booked for 3 nights from today + (r % 200) days. */
export async function insertSyntheticBookings(handle: DatabaseHandle) {
  await handle.exec(`
    insert into "user" (id, name, email) values ('bench-user', 'Bench', 'bench@example.com') on conflict do nothing;
    insert into payments (user_id, idempotency_key, purpose, amount_cents, status, provider, card_brand, card_last4)
      values ('bench-user', 'bench', 'stay', 0, 'succeeded', 'bench', 'Visa', '4242');
    insert into bookings (user_id, kind, room_id, check_in, check_out, guests, status, lines, subtotal_cents, total_cents, payment_id)
    select 'bench-user', 'stay', r.id, current_date + (r.id % 200), current_date + (r.id % 200) + 3, 2, 'confirmed', '[]', 0, 0,
      (select id from payments where idempotency_key = 'bench')
    from stay_rooms r where r.id % 5 = 0;`);
}
