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

/**
 * A tenth of the rooms (r % 10 = 1, none of them booked above) carry a partner's calendar
 * (docs/decisions/room-calendars.md): 4 blocked nights from today + (r % 190) days, and a price 50% higher
 * for 14 nights from today + (r % 150) days. Blocks end before BOOKED_UNTIL_DAYS too.
 */
export async function insertSyntheticCalendars(handle: DatabaseHandle) {
  await handle.exec(`
    insert into room_nights (room_id, kind, check_in, check_out, note)
    select r.id, 'block', current_date + (r.id % 190), current_date + (r.id % 190) + 4, 'Bench block'
    from stay_rooms r where r.id % 10 = 1;
    insert into room_price_overrides (room_id, from_date, to_date, price_cents)
    select r.id, current_date + (r.id % 150), current_date + (r.id % 150) + 14, r.price_cents * 3 / 2 + 100
    from stay_rooms r where r.id % 10 = 1;`);
}
