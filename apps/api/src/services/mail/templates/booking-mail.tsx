import { formatIsoDay } from '@restora/shared/domain/format';
import { formatUsd, nightsBetween } from '@restora/shared/domain/stay-quote';
import type { BookingDetails } from '../mail-details';
import { Layout } from './layout';
import { Action, Details, Note, Paragraph, Prices, RefundNote } from './parts';
import { greeting } from './greeting';

type Props = { publicUrl: string; bookings: BookingDetails[] };

const day = (iso: string) => formatIsoDay(iso, 'weekday');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function stayRows(b: BookingDetails): [string, string][] {
  const nights = b.checkOut ? nightsBetween(b.checkIn, b.checkOut) : 0;
  return [
    ['Booking', `#${b.id}`],
    ['Room', b.title],
    ['Check-in', day(b.checkIn)],
    ['Check-out', b.checkOut ? day(b.checkOut) : ''],
    ['Length', plural(nights, 'night', 'nights')],
    ['Guests', plural(b.guests ?? 1, 'guest', 'guests')],
    ...(b.place ? [['Address', b.place.address] as [string, string]] : []),
  ];
}

function serviceRows(b: BookingDetails): [string, string][] {
  return [
    ['Booking', `#${b.id}`],
    ['Date', day(b.checkIn)],
    ...(b.durationMinutes ? [['Duration', `${b.durationMinutes} minutes`] as [string, string]] : []),
    ['Where', b.place ? `${b.place.name}, ${b.place.address}` : 'Arranged with you by the provider'],
  ];
}

/** The subject line of a confirmation: the stay's name, or the service (or how many). */
export function confirmedSubject(bookings: BookingDetails[]): string {
  const [first] = bookings;
  if (!first) return 'Your booking is confirmed';
  if (first.kind === 'stay') return `Your stay at ${first.place?.name ?? first.title} is confirmed`;
  return bookings.length === 1
    ? `Your ${first.title} booking is confirmed`
    : `Your ${bookings.length} wellness services are confirmed`;
}

export function BookingConfirmed({ publicUrl, bookings }: Props) {
  const [first] = bookings;
  const guest = first?.guestName ?? null;
  const lines = bookings
    .flatMap((b) => b.lines)
    .map((l) => ({ label: l.label, amount: formatUsd(l.amountCents) }));
  const total = {
    label: 'Total paid',
    amount: formatUsd(bookings.reduce((sum, b) => sum + b.totalCents, 0)),
  };
  if (first?.kind === 'stay') {
    const name = first.place?.name ?? first.title;
    return (
      <Layout
        publicUrl={publicUrl}
        heading="Your stay is confirmed"
        preview={`${name}: ${day(first.checkIn)} to ${first.checkOut ? day(first.checkOut) : ''}`}
      >
        <Paragraph>{greeting(guest)}</Paragraph>
        <Paragraph>
          Your booking at {name} is confirmed and paid. Everything you need is below; the attached calendar
          file adds your check-in and check-out days to your calendar.
        </Paragraph>
        <Details rows={stayRows(first)} />
        <Prices lines={lines} total={total} />
        <Action href={`${publicUrl}/dashboard`}>View your booking</Action>
        <Note>
          Free cancellation until 24 hours before check-in, from your dashboard. Add wellness services to your
          stay at {`${publicUrl}/services`}.
        </Note>
      </Layout>
    );
  }
  return (
    <Layout
      publicUrl={publicUrl}
      heading={bookings.length === 1 ? 'Your service is booked' : 'Your services are booked'}
      preview={bookings.map((b) => `${b.title} on ${day(b.checkIn)}`).join(', ')}
    >
      <Paragraph>{greeting(guest)}</Paragraph>
      <Paragraph>
        {bookings.length === 1 ? 'Your wellness service is' : 'Your wellness services are'} confirmed and
        paid. The attached calendar file holds {bookings.length === 1 ? 'its date' : 'their dates'}.
      </Paragraph>
      {bookings.map((b) => (
        <div key={b.id}>
          <Paragraph>
            <strong>{b.title}</strong>
          </Paragraph>
          <Details rows={serviceRows(b)} />
        </div>
      ))}
      <Prices lines={lines} total={total} />
      <Action href={`${publicUrl}/dashboard`}>View your bookings</Action>
      <Note>Free cancellation until 24 hours before the day, from your dashboard.</Note>
    </Layout>
  );
}

export function cancelledSubject(b: BookingDetails): string {
  return b.kind === 'stay'
    ? `Your stay at ${b.place?.name ?? b.title} is cancelled`
    : `Your ${b.title} booking is cancelled`;
}

export function BookingCancelled({ publicUrl, booking }: { publicUrl: string; booking: BookingDetails }) {
  const what =
    booking.kind === 'stay' ? `your stay at ${booking.place?.name ?? booking.title}` : booking.title;
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Your booking is cancelled"
      preview={`Booking #${booking.id}, ${day(booking.checkIn)}, is cancelled.`}
    >
      <Paragraph>{greeting(booking.guestName)}</Paragraph>
      <Paragraph>
        As you asked, we have cancelled {what} (booking #{booking.id}). Nothing more is needed from you.
      </Paragraph>
      <Details rows={booking.kind === 'stay' ? stayRows(booking) : serviceRows(booking)} />
      <Prices
        lines={booking.lines.map((l) => ({ label: l.label, amount: formatUsd(l.amountCents) }))}
        total={{ label: 'Paid', amount: formatUsd(booking.totalCents) }}
      />
      <RefundNote refundedCents={booking.refundedCents} totalCents={booking.totalCents} />
      <Action href={`${publicUrl}/find-stays`}>Find another stay</Action>
      <Note>Your other bookings are unchanged: {`${publicUrl}/dashboard`}</Note>
    </Layout>
  );
}

export function cancelledByPartnerSubject(b: BookingDetails): string {
  return b.kind === 'stay'
    ? `${b.place?.name ?? b.title} has cancelled your stay`
    : `Your ${b.title} booking has been cancelled`;
}

/** To the guest when the property's partner cancelled: their reason and the full refund. */
export function BookingCancelledByPartner({
  publicUrl,
  booking,
}: {
  publicUrl: string;
  booking: BookingDetails;
}) {
  const host = booking.place?.name ?? 'The provider';
  const what = booking.kind === 'stay' ? `your stay (${booking.title})` : `your ${booking.title} booking`;
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Your booking has been cancelled"
      preview={`${host} has cancelled booking #${booking.id}, ${day(booking.checkIn)}.`}
    >
      <Paragraph>{greeting(booking.guestName)}</Paragraph>
      <Paragraph>
        We are sorry: {host} has had to cancel {what} (booking #{booking.id}).
      </Paragraph>
      {booking.cancellationReason ? <Paragraph>Their reason: {booking.cancellationReason}</Paragraph> : null}
      <Details rows={booking.kind === 'stay' ? stayRows(booking) : serviceRows(booking)} />
      <Prices
        lines={booking.lines.map((l) => ({ label: l.label, amount: formatUsd(l.amountCents) }))}
        total={{ label: 'Paid', amount: formatUsd(booking.totalCents) }}
      />
      <RefundNote refundedCents={booking.refundedCents} totalCents={booking.totalCents} />
      <Action href={`${publicUrl}/find-stays`}>Find another stay</Action>
      <Note>Your other bookings are unchanged: {`${publicUrl}/dashboard`}</Note>
    </Layout>
  );
}
