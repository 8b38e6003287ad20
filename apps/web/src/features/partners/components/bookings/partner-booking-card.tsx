import { useId } from 'react';
import { BedDouble, Mail, Sparkles } from 'lucide-react';
import type { PartnerBooking } from '@restora/shared/contracts/partner-bookings';
import { owedCents, partnerBookingsTexts as T } from '@restora/shared/domain/partner-bookings';
import { cn } from '@/lib/cn';
import { formatIsoDay, formatUsd } from '@/lib/format';
import { CancelBookingButton } from './cancel-booking-button';

function dates(b: PartnerBooking) {
  return b.checkOut ? `${formatIsoDay(b.checkIn)} – ${formatIsoDay(b.checkOut)}` : formatIsoDay(b.checkIn);
}

/** One booking: the guest (named by the card, so it can be found by name), what, when, money and status. */
export function PartnerBookingCard({ booking: b }: { booking: PartnerBooking }) {
  const headingId = useId();
  const cancelled = b.status === 'cancelled';
  // A failed refund: owed and retried by Restora, for its own amount (not the whole total).
  const owed = owedCents(b);
  const Icon = b.kind === 'stay' ? BedDouble : Sparkles;
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft sm:grid-cols-[1fr_auto] sm:gap-x-6 sm:p-5"
    >
      <div className="grid min-w-0 gap-1">
        <h3 id={headingId} className="text-lg font-semibold wrap-anywhere">
          {b.guestName || b.guestEmail}
        </h3>
        <a
          href={`mailto:${b.guestEmail}`}
          className="flex min-w-0 items-center gap-1.5 text-sm text-primary-700 underline-offset-4 hover:underline"
        >
          <Mail className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{b.guestEmail}</span>
        </a>
        <p className="mt-1 flex items-start gap-2 text-sm text-sand-800">
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="wrap-anywhere">
            {b.title} · {b.propertyName}
          </span>
        </p>
        <p className="text-sm text-sand-700">
          {dates(b)}
          {b.guests ? ` · ${T.guests(b.guests)}` : ''}
        </p>
        {cancelled ? (
          <p className="text-sm text-sand-700">
            {T.status.cancelled} {b.cancelledBy ? T.cancelledBy[b.cancelledBy] : ''}
            {b.cancellationReason && b.cancelledBy === 'partner' ? `: “${b.cancellationReason}”` : ''}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:items-end sm:justify-between">
        <div className="grid gap-1 sm:justify-items-end">
          <p className="font-semibold tabular-nums">
            <span className="sr-only">{T.total}: </span>
            {formatUsd(b.totalCents)}
          </p>
          <span
            className={cn(
              'w-fit rounded-full px-3 py-0.5 text-xs font-medium',
              cancelled ? 'bg-red-50 text-red-800' : 'bg-primary-50 text-primary-800',
            )}
          >
            {cancelled ? T.status.cancelled : T.status.confirmed}
          </span>
          {b.refundedCents > 0 ? (
            <p className="text-sm text-sand-700">{T.refunded(formatUsd(b.refundedCents))}</p>
          ) : null}
          {owed > 0 ? <p className="text-sm text-danger">{T.refundFailed(formatUsd(owed))}</p> : null}
        </div>
        {b.canCancel ? <CancelBookingButton booking={b} /> : null}
      </div>
    </li>
  );
}
