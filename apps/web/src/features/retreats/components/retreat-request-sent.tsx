import { Link } from 'react-router';
import type { RetreatBooking } from '@restora/shared/contracts/retreats';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatLocalDateTime, formatMoney } from '@/lib/format';

/**
 * After a place is requested on a retreat booked on request (docs/decisions/request-to-book.md): the host
 * answers within 24 hours, the card is only authorized, and the guest's message is in their thread.
 */
export function RetreatRequestSent({ place }: { place: RetreatBooking }) {
  const authorized = place.balanceCents > 0 ? place.depositCents : place.totalCents;
  return (
    <div role="status" className="grid gap-3">
      <h2 className="text-2xl font-semibold">Request sent</h2>
      <p className="text-sand-700">
        The host answers within 24 hours
        {place.requestExpiresAt ? ` (until ${formatLocalDateTime(place.requestExpiresAt)})` : ''}. Your card
        is authorized for {formatMoney(authorized)} and only charged if they accept; if they decline, or do
        not answer in time, nothing is charged.
      </p>
      <div className="flex flex-wrap gap-3">
        {place.conversationId ? (
          <Button asChild>
            <Link to={paths.message.to(place.conversationId)}>Read your conversation</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.dashboard.to()}>See it on your dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
