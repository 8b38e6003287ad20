import type { AdminRetreatBooking } from '@restora/shared/contracts/admin-retreats';
import { formatIsoDay } from '@/lib/format';
import { RefundDialog } from '@/features/admin/bookings/components/refund-dialog';
import { money, moment } from '@/features/admin/bookings/components/format';
import { StatusBadge } from '@/features/admin/bookings/components/status-badge';
import { useRefundRetreatBooking } from '../api/refund-retreat-booking';

const BALANCE_LABELS: Record<AdminRetreatBooking['balanceStatus'], string> = {
  none: 'Paid in full at booking',
  scheduled: 'Balance scheduled',
  paid: 'Balance paid',
  failed: 'Balance declined',
};

function Figures({ place }: { place: AdminRetreatBooking }) {
  const rows: [string, string][] = [
    ['Total', money(place.totalCents)],
    ['Deposit', money(place.depositCents)],
    ['Balance', money(place.balanceCents)],
    ['Paid', money(place.paidCents)],
    ['Refunded', money(place.refundedCents)],
  ];
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-5">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sand-700">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One retreat place (docs/decisions/retreats-back-office.md): who, which option, its money and its balance's
 * state, the payment history (the deposit, each try of the balance, every refund) and the refund dialog.
 */
export function PlaceCard({ place }: { place: AdminRetreatBooking }) {
  const refund = useRefundRetreatBooking(place.id);
  const balance =
    place.balanceStatus === 'none'
      ? BALANCE_LABELS.none
      : `${BALANCE_LABELS[place.balanceStatus]}${place.balanceDueDate ? `, due ${formatIsoDay(place.balanceDueDate)}` : ''}` +
        (place.balanceStatus === 'failed'
          ? ` · ${place.balanceAttempts} ${place.balanceAttempts === 1 ? 'try' : 'tries'}` +
            (place.balanceNextTryOn
              ? ` · next try ${formatIsoDay(place.balanceNextTryOn)}`
              : ' · no try left')
          : '');
  return (
    <li
      className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-4"
      aria-labelledby={`place-${place.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`place-${place.id}`} className="font-semibold">
            Place #{place.id} · {place.guestName}
          </h3>
          <p className="text-sm text-sand-700">
            {place.guestEmail} · {place.retreatTitle} ({formatIsoDay(place.startDate)}) · {place.optionName} ·{' '}
            {place.people} {place.people === 1 ? 'person' : 'people'}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <StatusBadge status={place.status} />
          <RefundDialog
            what={`place #${place.id}`}
            leftCents={place.refundableCents}
            canCancel={place.status === 'confirmed'}
            refund={(r) =>
              refund.mutateAsync({ amountCents: r.amountCents ?? 'rest', cancel: r.cancel, reason: r.reason })
            }
          />
        </div>
      </div>
      <Figures place={place} />
      <p
        className={
          place.balanceStatus === 'failed' ? 'mt-2 text-sm text-danger' : 'mt-2 text-sm text-sand-700'
        }
      >
        {balance}
      </p>
      {place.cancellationReason ? (
        <p className="mt-1 text-sm text-sand-700">
          Cancelled by {place.cancelledBy === 'operator' ? 'Restora' : place.cancelledBy}:{' '}
          {place.cancellationReason}
        </p>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-primary-700">Payment history</summary>
        <ol className="mt-2 grid gap-2">
          {place.payments.map((p) => (
            <li key={`p${p.id}`} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {p.kind === 'deposit' ? 'Deposit' : 'Balance try'} {money(p.amountCents)} · {p.card} ·{' '}
                {moment(p.createdAt)}
                {p.failureReason ? ` · ${p.failureReason}` : ''}
              </span>
              <StatusBadge status={p.status} />
            </li>
          ))}
          {place.refunds.map((r) => (
            <li key={`r${r.id}`} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                Refund {money(r.amountCents)} · {r.reason} · {moment(r.createdAt)}
                {r.failureReason ? ` · failed: ${r.failureReason}` : ''}
              </span>
              <StatusBadge status={r.status} />
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
