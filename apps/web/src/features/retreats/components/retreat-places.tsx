import { useState } from 'react';
import { Link } from 'react-router';
import type { CardPayment } from '@restora/shared/contracts/payments';
import type { RetreatBooking, WaitlistEntry } from '@restora/shared/contracts/retreats';
import { RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import { CardFormOnDemand } from './card-form-on-demand';
import { isRequestStatus, PlaceRequestNote } from './place-request-note';
import { useIdempotencyKey } from '@/components/payment/use-idempotency-key';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { formatIsoDay, formatLocalDate, formatMoney } from '@/lib/format';
import {
  useCancelPlace,
  useLeaveWaitlist,
  usePayBalance,
  useRetreatPlaces,
  useUpdateRetreatCard,
  useWaitlistEntries,
} from '../api/retreats';

// The dashboard's retreats (docs/decisions/retreats.md): each place with what is paid, what is due and
// when, paying the balance early (the kept card or another), replacing the kept card without paying
// ("Updating the card") and cancelling under the policy; and the waitlist entries with their offers. A
// place requested (docs/decisions/request-to-book.md) says where it stands, and is paid or cancelled only
// once confirmed.

const STATUS: Record<RetreatBooking['status'], string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  pending: 'Processing',
  payment_failed: 'Payment failed',
  requested: 'Requested',
  declined: 'Declined',
  expired: 'Expired',
};

function Place({ place }: { place: RetreatBooking }) {
  const pay = usePayBalance();
  const updateCard = useUpdateRetreatCard();
  const cancel = useCancelPlace();
  const idempotency = useIdempotencyKey();
  // Which card form is open: paying with another card, or replacing the kept one without paying.
  const [form, setForm] = useState<'pay' | 'card' | null>(null);
  const toggle = (which: 'pay' | 'card') => setForm((open) => (open === which ? null : which));
  const owing =
    place.status === 'confirmed' && (place.balanceStatus === 'scheduled' || place.balanceStatus === 'failed');

  const payBalance = async (card?: CardPayment) => {
    try {
      await idempotency.attempt({ place: place.id, newCard: Boolean(card) }, (idempotencyKey) =>
        pay.mutateAsync({ id: place.id, input: card ? { card } : {}, idempotencyKey }),
      );
      toast({ title: 'Balance paid', description: 'Your place is paid in full.' });
      setForm(null);
    } catch (error) {
      toast({
        title: 'Payment failed',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
      throw error;
    }
  };

  const saveCard = async (card: CardPayment) => {
    try {
      const updated = await updateCard.mutateAsync({ id: place.id, input: { card } });
      toast({
        title: RETREAT_TEXTS.cardUpdatedTitle,
        description: updated.card
          ? RETREAT_TEXTS.cardUpdated(updated.card.brand, updated.card.last4)
          : undefined,
      });
      setForm(null);
    } catch (error) {
      toast({
        title: 'Card not updated',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
      throw error;
    }
  };

  return (
    <li className="grid gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft sm:grid-cols-[10rem_minmax(0,1fr)] sm:p-5">
      <img
        src={place.imageUrl}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        className="aspect-[3/2] w-full rounded-xl bg-sand-100 object-cover"
      />
      <div className="grid gap-2 wrap-anywhere">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-semibold">
            <Link to={paths.retreat.to(place.retreatId)} className="hover:underline">
              {place.retreatTitle}
            </Link>
          </h3>
          <span className="rounded-full bg-sand-100 px-2.5 py-1 text-xs font-semibold">
            {STATUS[place.status]}
          </span>
        </div>
        <p className="text-sm text-sand-700">
          {formatIsoDay(place.startDate)} – {formatIsoDay(place.endDate)} · {place.propertyName} ·{' '}
          {place.optionName}, {place.people} {place.people === 1 ? 'person' : 'people'}
        </p>
        <PlaceRequestNote place={place} />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-sand-600">Total</dt>
            <dd className="font-semibold">{formatMoney(place.totalCents)}</dd>
          </div>
          <div>
            <dt className="text-sand-600">Paid</dt>
            <dd className="font-semibold">{formatMoney(place.paidCents)}</dd>
          </div>
          <div>
            <dt className="text-sand-600">{owing ? 'Balance due' : 'Balance'}</dt>
            <dd className="font-semibold">
              {owing
                ? formatMoney(place.balanceCents)
                : !isRequestStatus(place.status) &&
                    (place.balanceStatus === 'paid' || place.balanceStatus === 'none')
                  ? 'Paid'
                  : '—'}
            </dd>
          </div>
          <div>
            <dt className="text-sand-600">{owing ? 'To be charged on' : 'Next'}</dt>
            <dd className="font-semibold">{place.nextDate ? formatIsoDay(place.nextDate) : '—'}</dd>
          </div>
        </dl>
        {place.refundedCents > 0 ? (
          <p className="text-sm text-sand-700">Refunded: {formatMoney(place.refundedCents)}</p>
        ) : null}
        {owing && place.balanceStatus === 'failed' ? (
          <p role="alert" className="rounded-xl bg-accent-50 p-3 text-sm font-medium text-accent-800">
            We could not charge the balance to{' '}
            {place.card ? `${place.card.brand} ending ${place.card.last4}` : 'your card'}. Pay it now with
            another card, or update your card for the next try, to keep your place.
          </p>
        ) : null}
        {place.status === 'confirmed' ? (
          <div className="flex flex-wrap gap-2">
            {owing && place.balanceStatus !== 'failed' && place.card ? (
              <ConfirmButton
                size="sm"
                confirm={{
                  title: 'Pay the balance now?',
                  description: `${formatMoney(place.balanceCents)} will be charged to ${place.card.brand} ending ${place.card.last4}.`,
                  confirmLabel: `Pay ${formatMoney(place.balanceCents)}`,
                  pendingLabel: 'Processing...',
                  onConfirm: () => payBalance(),
                }}
              >
                Pay balance now
              </ConfirmButton>
            ) : null}
            {owing ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => toggle('pay')}
                aria-expanded={form === 'pay'}
              >
                {place.balanceStatus === 'failed' ? 'Pay with another card' : 'Use another card'}
              </Button>
            ) : null}
            {owing ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => toggle('card')}
                aria-expanded={form === 'card'}
              >
                {RETREAT_TEXTS.updateCard}
              </Button>
            ) : null}
            <ConfirmButton
              size="sm"
              variant="ghost"
              confirm={{
                title: 'Cancel this place?',
                description:
                  place.refundIfCancelledCents > 0
                    ? `Under the cancellation policy you get back ${formatMoney(place.refundIfCancelledCents)}.`
                    : 'Under the cancellation policy nothing is refunded if you cancel now.',
                confirmLabel: 'Cancel my place',
                pendingLabel: 'Cancelling…',
                destructive: true,
                onConfirm: () => cancel.mutateAsync(place.id),
              }}
            >
              Cancel place
            </ConfirmButton>
          </div>
        ) : null}
        {form === 'pay' && owing ? (
          <div className="mt-2 rounded-xl border border-sand-200 p-4">
            <CardFormOnDemand onPay={payBalance} payLabel={`Pay ${formatMoney(place.balanceCents)}`} />
          </div>
        ) : null}
        {form === 'card' && owing ? (
          <div className="mt-2 rounded-xl border border-sand-200 p-4">
            <CardFormOnDemand onPay={saveCard} payLabel={RETREAT_TEXTS.saveCard}>
              <p className="text-sm text-sand-700">
                The balance of {formatMoney(place.balanceCents)} will be charged to this card
                {place.nextDate ? ` on ${formatIsoDay(place.nextDate)}` : ''}; nothing is charged now.
              </p>
            </CardFormOnDemand>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function Waiting({ entry }: { entry: WaitlistEntry }) {
  const leave = useLeaveWaitlist();
  const offered = entry.status === 'offered';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sand-200 bg-white p-4">
      <div>
        <p className="font-semibold">{entry.retreatTitle}</p>
        <p className="text-sm text-sand-700">
          {entry.optionName}, {entry.people} {entry.people === 1 ? 'person' : 'people'} ·{' '}
          {offered && entry.offerExpiresAt
            ? `A spot is held for you until ${formatLocalDate(entry.offerExpiresAt)}`
            : entry.status === 'waiting'
              ? 'On the waitlist'
              : entry.status === 'booked'
                ? 'Booked'
                : entry.status === 'expired'
                  ? 'Offer expired'
                  : 'Left'}
        </p>
      </div>
      <div className="flex gap-2">
        {offered ? (
          <Button asChild size="sm">
            <Link to={paths.retreat.to(entry.retreatId)}>Book your spot</Link>
          </Button>
        ) : null}
        {offered || entry.status === 'waiting' ? (
          <Button size="sm" variant="ghost" onClick={() => leave.mutate(entry.id)} disabled={leave.isPending}>
            Leave waitlist
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function RetreatPlaces() {
  const places = useRetreatPlaces(true);
  const waitlist = useWaitlistEntries(true);
  const active = (waitlist.data ?? []).filter((e) => e.status === 'waiting' || e.status === 'offered');
  if (!places.data?.length && !active.length) return null;
  return (
    <section aria-labelledby="retreat-places" className="mt-12">
      <h2 id="retreat-places" className="text-2xl font-semibold">
        Retreats
      </h2>
      {places.data?.length ? (
        <ul className="mt-5 grid gap-4">
          {places.data.map((p) => (
            <Place key={p.id} place={p} />
          ))}
        </ul>
      ) : null}
      {active.length ? (
        <>
          <h3 className="mt-8 text-lg font-semibold">Waitlists</h3>
          <ul className="mt-3 grid gap-3">
            {active.map((e) => (
              <Waiting key={e.id} entry={e} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
