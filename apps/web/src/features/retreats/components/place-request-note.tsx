import { Link } from 'react-router';
import type { RetreatBooking } from '@restora/shared/contracts/retreats';
import { paths } from '@/config/paths';
import { formatLocalDateTime } from '@/lib/format';

/** The place's statuses of a request to book (docs/decisions/request-to-book.md): nothing is paid on them. */
export const isRequestStatus = (status: RetreatBooking['status']) =>
  status === 'requested' || status === 'declined' || status === 'expired';

/**
 * Where a requested place stands: waiting for the host until a time (the card not charged yet, the
 * message in its thread), or ended without a place and without a charge.
 */
export function PlaceRequestNote({ place }: { place: RetreatBooking }) {
  if (place.status === 'requested')
    return (
      <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        Waiting for the host&apos;s answer
        {place.requestExpiresAt ? ` until ${formatLocalDateTime(place.requestExpiresAt)}` : ''}. Your card is
        not charged yet.
        {place.conversationId ? (
          <>
            {' '}
            <Link to={paths.message.to(place.conversationId)} className="font-medium underline">
              Read your conversation
            </Link>
          </>
        ) : null}
      </p>
    );
  if (place.status === 'declined')
    return <p className="text-sm text-sand-700">Declined by the host. Nothing was charged.</p>;
  if (place.status === 'expired')
    return <p className="text-sm text-sand-700">Expired without an answer. Nothing was charged.</p>;
  return null;
}
