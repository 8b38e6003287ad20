import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import type { CardPayment } from '@restora/shared/contracts/payments';
import type { RetreatBooking, RetreatDetail } from '@restora/shared/contracts/retreats';
import { REQUEST_MESSAGE_REQUIRED, REQUEST_NOTE } from '@restora/shared/domain/booking-requests';
import { utcDay } from '@restora/shared/domain/booking-window';
import { RETREAT_MAX_PEOPLE, retreatPaymentPlan, spotsLeftText } from '@restora/shared/domain/retreats';
import { CardFormOnDemand } from './card-form-on-demand';
import { RetreatRequestSent } from './retreat-request-sent';
import { payLabel } from '@/components/payment/pay-label';
import { useIdempotencyKey } from '@/components/payment/use-idempotency-key';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatIsoDay, formatLocalDate, formatMoney } from '@/lib/format';
import { useBookRetreat, useJoinWaitlist, useWaitlistEntries } from '../api/retreats';

// Choosing an option and the number of people, what is paid now and later, then the card form
// (docs/decisions/retreats.md, "Booking"). The server prices it again; these figures only preview it.
// A retreat booked on request asks for a message to the host and only authorizes the card
// (docs/decisions/request-to-book.md).

// Only a retreat on request asks for a message: its field loads with the card form, when the guest
// chooses to book (docs/decisions/bundle-budget.md).
const loadMessageField = () => import('@/components/payment/request-message-field');
const RequestMessageField = lazy(() => loadMessageField().then((m) => ({ default: m.RequestMessageField })));

type Props = { retreat: RetreatDetail; signedIn: boolean };

export function RetreatBooking({ retreat, signedIn }: Props) {
  const formId = useId();
  const firstOpen = retreat.options.find((o) => o.spotsLeft > 0) ?? retreat.options[0];
  const [optionId, setOptionId] = useState(firstOpen?.id ?? 0);
  const [people, setPeople] = useState(1);
  const [paying, setPaying] = useState(false);
  const [booked, setBooked] = useState<RetreatBooking | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();
  const book = useBookRetreat(retreat.id);
  const join = useJoinWaitlist(retreat.id);
  const idempotency = useIdempotencyKey();
  // A waitlist offer holds spots for this guest: the page's count leaves them out, the booking may use them.
  const entries = useWaitlistEntries(signedIn);
  const offers = (entries.data ?? []).filter((e) => e.retreatId === retreat.id && e.status === 'offered');

  const option = retreat.options.find((o) => o.id === optionId) ?? firstOpen;
  if (!option) return null;
  const offer = offers.find((e) => e.optionId === option.id);
  const available = option.spotsLeft + (offer?.people ?? 0);
  const open = retreat.status === 'published';
  const onRequest = retreat.bookingMode === 'request';
  const full = available === 0;
  const maxPeople = Math.max(1, Math.min(RETREAT_MAX_PEOPLE, full ? RETREAT_MAX_PEOPLE : available));
  const count = Math.min(people, maxPeople);
  const plan = retreatPaymentPlan({
    unitPriceCents: option.currentPriceCents,
    people: count,
    depositPercent: retreat.depositPercent,
    startDate: retreat.startDate,
    balanceDueDays: retreat.balanceDueDays,
    today: utcDay(),
  });

  const onPay = async (card: CardPayment) => {
    setProblem(null);
    setMessageError(undefined);
    // The server would refuse a request without a message (the same words); nothing is sent for it.
    if (onRequest && message.trim() === '') {
      setMessageError(REQUEST_MESSAGE_REQUIRED);
      return;
    }
    const subject = { optionId: option.id, people: count, ...(onRequest ? { message } : {}) };
    try {
      const place = await idempotency.attempt(subject, (idempotencyKey) =>
        book.mutateAsync({ input: { ...subject, card }, idempotencyKey }),
      );
      setBooked(place);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields?.message)
        setMessageError(error.fields.message);
      if (error instanceof ApiError && error.status !== 400) setProblem(error.message);
      throw error;
    }
  };

  const onJoin = async () => {
    setWaiting(null);
    try {
      await join.mutateAsync({ optionId: option.id, people: count });
      setWaiting("You're on the waitlist. We'll e-mail you when a spot is free.");
    } catch (error) {
      setWaiting(error instanceof Error ? error.message : 'Could not join the waitlist.');
    }
  };

  if (booked?.status === 'requested') return <RetreatRequestSent place={booked} />;
  if (booked)
    return (
      <div role="status" className="grid gap-3">
        <h2 className="text-2xl font-semibold">You&apos;re booked</h2>
        <p className="text-sand-700">
          {booked.balanceCents > 0
            ? `We charged your deposit of ${formatMoney(booked.depositCents)}. The balance of ${formatMoney(booked.balanceCents)} will be charged on ${formatIsoDay(booked.balanceDueDate ?? retreat.startDate)}.`
            : `We charged ${formatMoney(booked.totalCents)}: your place is paid in full.`}{' '}
          A confirmation with the program and the dates for your calendar is on its way.
        </p>
        <Button asChild>
          <Link to={paths.dashboard.to()}>See it on your dashboard</Link>
        </Button>
      </div>
    );

  return (
    <div className="grid gap-5">
      {offer?.offerExpiresAt ? (
        <p role="status" className="rounded-xl bg-primary-50 p-3 text-sm font-medium text-primary-900">
          A spot in {offer.optionName} is held for you until {formatLocalDate(offer.offerExpiresAt)}.
        </p>
      ) : null}
      <fieldset className="grid gap-2" disabled={paying}>
        <legend className="mb-1 text-sm font-semibold text-sand-800">Room option</legend>
        {retreat.options.map((o) => (
          <label
            key={o.id}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 p-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
          >
            <input
              type="radio"
              name={`${formId}-option`}
              value={o.id}
              checked={o.id === option.id}
              onChange={() => setOptionId(o.id)}
              className="mt-1 accent-primary-700"
            />
            <span className="grid flex-1 gap-0.5">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">{o.name}</span>
                <span className="font-semibold">
                  {formatMoney(o.currentPriceCents)}
                  {o.earlyBirdNow ? (
                    <s className="ml-1.5 text-xs font-normal text-sand-600">{formatMoney(o.priceCents)}</s>
                  ) : null}
                </span>
              </span>
              <span
                className={`text-xs ${o.spotsLeft <= 3 ? 'font-semibold text-accent-700' : 'text-sand-600'}`}
              >
                {spotsLeftText(o.spotsLeft + (offers.find((e) => e.optionId === o.id)?.people ?? 0))} · per
                person
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={`${formId}-people`} className="text-sm font-semibold text-sand-800">
          People
        </label>
        <select
          id={`${formId}-people`}
          value={count}
          disabled={paying}
          onChange={(e) => setPeople(Number(e.target.value))}
          className="h-11 rounded-xl border border-sand-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {Array.from({ length: maxPeople }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? 'person' : 'people'}
            </option>
          ))}
        </select>
      </div>
      <dl className="grid gap-1.5 rounded-xl bg-sand-50 p-4 text-sm" aria-label="What you pay">
        <div className="flex justify-between">
          <dt>Total</dt>
          <dd className="font-semibold">{formatMoney(plan.totalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{plan.payInFull ? 'Pay today (in full)' : `Deposit today (${retreat.depositPercent}%)`}</dt>
          <dd className="font-semibold" data-testid="deposit-today">
            {formatMoney(plan.depositCents)}
          </dd>
        </div>
        {plan.balanceDueDate ? (
          <div className="flex justify-between">
            <dt>Balance on {formatIsoDay(plan.balanceDueDate)}</dt>
            <dd>{formatMoney(plan.balanceCents)}</dd>
          </div>
        ) : null}
      </dl>
      {onRequest && open && !full && !paying ? (
        <p className="rounded-xl border border-primary-200 bg-primary-50 p-3 text-sm text-primary-800">
          {REQUEST_NOTE}
        </p>
      ) : null}
      {!open ? (
        <p className="rounded-xl bg-sand-100 p-4 text-sm font-medium">
          This retreat is not open for booking.
        </p>
      ) : !signedIn ? (
        <Button asChild size="lg">
          <Link to={paths.auth.to(paths.retreat.to(retreat.id))}>
            {full ? 'Sign in to join the waitlist' : 'Sign in to book'}
          </Link>
        </Button>
      ) : full ? (
        <div className="grid gap-2">
          <p className="text-sm text-sand-700">
            This option is full. Join the waitlist to be offered the next free spot.
          </p>
          <Button size="lg" variant="outline" onClick={() => void onJoin()} disabled={join.isPending}>
            Join the waitlist
          </Button>
          {waiting ? (
            <p role="status" className="text-sm font-medium text-primary-800">
              {waiting}
            </p>
          ) : null}
        </div>
      ) : paying ? (
        <div className="grid gap-3">
          {problem ? (
            <p
              role="alert"
              className="rounded-xl border border-accent-200 bg-accent-50 p-3 text-sm font-semibold text-accent-800"
            >
              {problem}
            </p>
          ) : null}
          <CardFormOnDemand onPay={onPay} payLabel={payLabel(onRequest, plan.depositCents)}>
            {onRequest ? (
              <Suspense fallback={null}>
                <RequestMessageField
                  value={message}
                  onChange={setMessage}
                  error={messageError}
                  placeholder="Say hello, and tell the host about you and what brings you to this retreat."
                  className=""
                />
              </Suspense>
            ) : null}
          </CardFormOnDemand>
          <Button variant="ghost" onClick={() => setPaying(false)}>
            Back
          </Button>
        </div>
      ) : (
        <Button
          size="lg"
          onClick={() => {
            if (onRequest) void loadMessageField();
            setPaying(true);
          }}
        >
          {onRequest ? 'Request to book' : plan.payInFull ? 'Book and pay' : 'Book with deposit'}
        </Button>
      )}
    </div>
  );
}
