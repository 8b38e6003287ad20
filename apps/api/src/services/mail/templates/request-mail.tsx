import { formatIsoDay } from '@restora/shared/domain/format';
import type { BookingDetails } from '../mail-details';
import type { RetreatPlaceDetails } from './retreat-mail';
import type { MailPayloads } from '../mail-kinds';
import { greeting } from './greeting';
import { Layout } from './layout';
import { Action, Details, Note, Paragraph } from './parts';

// A request to book (docs/decisions/request-to-book.md): the hosts hear of it; the guest hears when it
// ends without a stay (an accepted request is told by the usual confirmation).

const day = (iso: string) => formatIsoDay(iso, 'weekday');

export const requestReceivedSubject = ({
  guestName,
  propertyName,
}: {
  guestName: string;
  propertyName: string;
}) => `${guestName} asks to book ${propertyName}`;

export function BookingRequestReceived({
  publicUrl,
  retreat,
  name,
  guestName,
  propertyName,
  roomTitle,
  checkIn,
  checkOut,
  expiresAt,
  path,
}: { publicUrl: string } & MailPayloads['booking.request-received']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="A request to book"
      preview={`${guestName} asks to stay at ${propertyName}.`}
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        {guestName} asks to book {roomTitle} at {propertyName}. Their card is authorized, not charged: it is
        charged only if you accept. The {retreat ? 'places' : 'nights'} are held for you until{' '}
        {new Date(expiresAt).toUTCString()}; without an answer by then, the request is declined.
      </Paragraph>
      <Details
        rows={
          retreat
            ? [
                ['Retreat', roomTitle],
                ['Starts', day(checkIn)],
                ['Ends', day(checkOut)],
              ]
            : [
                ['Room', roomTitle],
                ['Check-in', day(checkIn)],
                ['Check-out', day(checkOut)],
              ]
        }
      />
      <Action href={`${publicUrl}${path}`}>Read the message and answer</Action>
    </Layout>
  );
}

export const requestDeclinedSubject = (b: BookingDetails) =>
  `Your request to stay at ${b.place?.name ?? b.title} was not accepted`;

export function BookingRequestDeclined({
  publicUrl,
  booking,
  outcome,
}: {
  publicUrl: string;
  booking: BookingDetails;
  outcome: MailPayloads['booking.request-declined']['outcome'];
}) {
  const host = booking.place?.name ?? 'The host';
  const why =
    outcome === 'declined'
      ? `${host} has declined your request to book ${booking.title}; their message is in your conversation.`
      : outcome === 'expired'
        ? `${host} did not answer your request to book ${booking.title} within 24 hours, so it has lapsed.`
        : `Your request to book ${booking.title} could not be completed.`;
  return (
    <Layout publicUrl={publicUrl} heading="Your request was not accepted" preview={why}>
      <Paragraph>{greeting(booking.guestName)}</Paragraph>
      <Paragraph>{why}</Paragraph>
      <Paragraph>Nothing was charged: the hold on your card is released.</Paragraph>
      <Action href={`${publicUrl}/find-stays`}>Find another stay</Action>
      <Note>Your bookings: {`${publicUrl}/dashboard`}</Note>
    </Layout>
  );
}

export const retreatRequestDeclinedSubject = (place: RetreatPlaceDetails) =>
  `Your request for ${place.title} was not accepted`;

/** A place requested on a retreat on request, declined or lapsed: nothing was charged. */
export function RetreatRequestDeclined({
  publicUrl,
  place,
  outcome,
}: {
  publicUrl: string;
  place: RetreatPlaceDetails;
  outcome: MailPayloads['retreat.request-declined']['outcome'];
}) {
  const what = `${place.title} (${place.option})`;
  const why =
    outcome === 'declined'
      ? `The host has declined your request for a place on ${what}; their message is in your conversation.`
      : outcome === 'expired'
        ? `The host did not answer your request for a place on ${what} within 24 hours, so it has lapsed.`
        : `Your request for a place on ${what} could not be completed.`;
  return (
    <Layout publicUrl={publicUrl} heading="Your request was not accepted" preview={why}>
      <Paragraph>{greeting(place.guestName)}</Paragraph>
      <Paragraph>{why}</Paragraph>
      <Paragraph>Nothing was charged: the hold on your card is released.</Paragraph>
      <Action href={`${publicUrl}/retreats`}>Find another retreat</Action>
      <Note>Your bookings: {`${publicUrl}/dashboard`}</Note>
    </Layout>
  );
}
