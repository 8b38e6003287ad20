import { useState } from 'react';
import type { Booking } from '@restora/shared/contracts/bookings';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { formatMoney, formatIsoDay, formatUsd } from '@/lib/format';
import { useCancelBooking } from '../api/cancel-booking';
import { ReviewForm } from './review-form';

const statusStyle: Record<Booking['status'], string> = {
  confirmed: 'bg-primary-50 text-primary-800',
  cancelled: 'bg-red-50 text-red-800',
  pending: 'bg-amber-50 text-amber-900',
  payment_failed: 'bg-red-50 text-red-800',
  // A request to book (docs/decisions/request-to-book.md): waiting for the host, or not accepted.
  requested: 'bg-amber-50 text-amber-900',
  declined: 'bg-red-50 text-red-800',
  expired: 'bg-sand-100 text-sand-800',
};

export function BookingItem({ booking }: { booking: Booking }) {
  const cancel = useCancelBooking();
  const [confirming, setConfirming] = useState(false);
  const [reviewing, setReviewing] = useState(false);

  const onCancel = async () => {
    try {
      await cancel.mutateAsync(booking.id);
      toast({
        title: 'Booking cancelled',
        description: 'Your booking has been cancelled and its dates released.',
      });
    } catch (e) {
      toast({
        title: 'Error',
        description: e instanceof Error ? e.message : 'Cancelling failed.',
        variant: 'destructive',
      });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <li className="grid gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft sm:grid-cols-[7rem_1fr_auto] sm:items-center">
      {booking.image ? (
        <img
          src={booking.image}
          alt=""
          width={1200}
          height={800}
          loading="lazy"
          className="aspect-[3/2] w-full rounded-xl object-cover sm:w-28"
        />
      ) : null}
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wider text-sand-600">
          {booking.kind === 'stay' ? 'Property Booking' : 'Service Booking'}
        </p>
        <p className="mt-1 truncate font-semibold">{booking.title}</p>
        <p className="mt-1 text-sm text-sand-700">
          {booking.kind === 'stay' ? 'Check-in' : 'Date'}: {formatIsoDay(booking.checkIn)}
          {booking.checkOut ? ` · Check-out: ${formatIsoDay(booking.checkOut)}` : ''}
        </p>
        {booking.status === 'requested' && booking.requestExpiresAt ? (
          <p className="mt-1 text-sm text-sand-700">
            Waiting for the host until {new Date(booking.requestExpiresAt).toLocaleString('en-US')}; your card
            is only charged if they accept.
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
        <p className="font-semibold tabular-nums">{formatMoney(booking.totalCents)}</p>
        <span
          className={cn('rounded-full px-3 py-1 text-xs font-medium capitalize', statusStyle[booking.status])}
        >
          {booking.status.replace('_', ' ')}
        </span>
        {/* A confirmed booking may have been refunded in part by Restora (docs/decisions/admin-bookings.md). */}
        {booking.refundedCents > 0 ? (
          <p className="text-sm text-sand-700">Refunded {formatUsd(booking.refundedCents)}</p>
        ) : null}
      </div>
      {booking.status === 'confirmed' || booking.canReview ? (
        <div className="grid gap-3 sm:col-span-3">
          <div className="flex flex-wrap items-center gap-3">
            {booking.canCancel && !confirming ? (
              <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                Cancel booking
              </Button>
            ) : null}
            {confirming ? (
              <span
                role="group"
                aria-label="Confirm cancellation"
                className="flex flex-wrap items-center gap-2 text-sm"
              >
                Cancel this booking?
                <Button
                  size="sm"
                  variant="accent"
                  disabled={cancel.isPending}
                  onClick={() => void onCancel()}
                >
                  {cancel.isPending ? 'Cancelling...' : 'Yes, cancel'}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </span>
            ) : null}
            {!booking.canCancel && booking.status === 'confirmed' && booking.cancelBlockedReason ? (
              <p className="text-sm text-sand-600">{booking.cancelBlockedReason}</p>
            ) : null}
            {booking.canReview && !reviewing ? (
              <Button variant="outline" size="sm" onClick={() => setReviewing(true)}>
                Rate this stay
              </Button>
            ) : null}
            {booking.review ? (
              <p className="text-sm text-sand-700">You rated this stay {booking.review.rating} out of 5.</p>
            ) : null}
          </div>
          {reviewing ? <ReviewForm bookingId={booking.id} onDone={() => setReviewing(false)} /> : null}
        </div>
      ) : null}
    </li>
  );
}
