import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { CardPaymentForm } from '@/components/payment/card-payment-form';
import { payLabel } from '@/components/payment/pay-label';
import { useIdempotencyKey } from '@/components/payment/use-idempotency-key';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { useCreateStayBooking } from '@/features/bookings/api/create-stay-booking';
import { BookingConfirmedDialog } from '@/features/bookings/components/booking-confirmed-dialog';
import { BookingSummary } from '@/features/bookings/components/booking-summary';
import { useStay } from '@/features/stays/api/get-stay';
import { useStayQuote } from '@/features/stays/api/get-stay-quote';
import { QuoteBreakdown } from '@/features/stays/components/property/quote-breakdown';
import { ApiError } from '@/lib/api-client';
import { clearBookingSelection, readBookingSelection, saveActiveListingId } from '@/lib/booking-selection';
import { PageLoading } from '../layout/page-loading';

// Only a room booked on request asks for a message: its field loads then (docs/decisions/bundle-budget.md).
const RequestMessageField = lazy(() =>
  import('@/components/payment/request-message-field').then((m) => ({
    default: m.RequestMessageField,
  })),
);

export function Component() {
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const [selection] = useState(() => {
    const s = readBookingSelection();
    return s?.type === 'property' ? s : null;
  });
  const listingId = selection?.listingId ?? '';
  // Without a selection there is no room to ask for (the screen sends the visitor to /find-stays).
  const stay = useStay(listingId, { enabled: selection !== null });
  const dates =
    selection?.checkIn && selection.checkOut
      ? { checkIn: selection.checkIn, checkOut: selection.checkOut, guests: selection.guests ?? 2 }
      : null;
  const quote = useStayQuote(listingId, user ? dates : null);
  const pay = useCreateStayBooking();
  const idempotency = useIdempotencyKey();
  const [confirmed, setConfirmed] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();

  useEffect(() => {
    if (confirmed) return;
    if (!selection) {
      toast({ title: 'No booking selected', description: 'Please select a property to book first.' });
      void navigate(paths.findStays.to(), { replace: true });
    } else if (!isLoading && !user) {
      toast({
        title: 'Authentication required',
        description: 'Please sign in to continue with your booking.',
      });
      void navigate(paths.auth.to(paths.payment.to()), { replace: true });
    }
  }, [selection, isLoading, user, navigate, confirmed]);

  useEffect(() => {
    if (stay.isError) {
      toast({
        title: 'Error',
        description: 'Failed to load property details. Please try again.',
        variant: 'destructive',
      });
      void navigate(paths.findStays.to(), { replace: true });
    }
  }, [stay.isError, stay.error, navigate]);

  if (!selection || isLoading || !user || stay.isPending) return <PageLoading />;
  if (stay.isError || stay.data === null) {
    return (
      <Container className="py-24 text-center">
        <h1 className="text-3xl font-semibold">Stay room not found</h1>
        <Link to={paths.findStays.to()} className="mt-6 inline-block text-primary-700 underline">
          Find another stay
        </Link>
      </Container>
    );
  }
  const room = stay.data;
  const changeDates = `${paths.property.to(room.id)}${dates ? `?dateFrom=${dates.checkIn}&dateTo=${dates.checkOut}&guests=${dates.guests}` : ''}`;

  const onPay = async (card: CardPayment) => {
    if (!dates) return;
    setTaken(null);
    setMessageError(undefined);
    // A request to book carries its message to the host (docs/decisions/request-to-book.md).
    const onRequest = room.bookingMode === 'request';
    const stayPaid = { roomId: room.id, ...dates, ...(onRequest ? { message } : {}) };
    try {
      const result = await idempotency.attempt(stayPaid, (idempotencyKey) =>
        pay.mutateAsync({ input: { ...stayPaid, card }, idempotencyKey }),
      );
      if (result.bookings[0]?.status === 'requested') {
        toast({ title: 'Request sent', description: 'The host confirms requests within 24 hours.' });
        clearBookingSelection();
        setConfirmed(true);
        void navigate(paths.dashboard.to());
        return;
      }
      toast({ title: 'Payment successful', description: 'Your booking has been confirmed!' });
      setConfirmed(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields?.message)
        setMessageError(error.fields.message);
      if (error instanceof ApiError && error.status === 409) setTaken(error.message);
      else if (!(error instanceof ApiError && error.status === 400)) {
        toast({
          title: 'Payment failed',
          description: 'There was an error processing your payment. Please try again.',
          variant: 'destructive',
        });
      }
      throw error;
    }
  };

  const onCloseConfirmation = () => {
    clearBookingSelection();
    saveActiveListingId(String(room.id));
    void navigate(paths.services.to(`?listingId=${room.id}`));
  };

  return (
    <Container className="py-10 md:py-14">
      <PageMeta title="Complete Your Booking" description="Pay for your wellness stay." />
      <h1 className="text-4xl font-semibold">Complete Your Booking</h1>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section
          aria-label="Payment details"
          className="order-2 rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft sm:p-8 lg:order-1"
        >
          {taken ? (
            <div role="alert" className="mb-6 rounded-xl border border-accent-200 bg-accent-50 p-4 text-sm">
              <p className="font-semibold text-accent-700">{taken}</p>
              <Link to={changeDates} className="mt-2 inline-block font-medium text-primary-700 underline">
                Choose other dates
              </Link>
            </div>
          ) : null}
          {dates && room.bookingMode === 'request' ? (
            <Suspense fallback={null}>
              <RequestMessageField value={message} onChange={setMessage} error={messageError} />
            </Suspense>
          ) : null}
          {dates ? (
            <CardPaymentForm
              onPay={onPay}
              payLabel={payLabel(room.bookingMode === 'request', quote.data?.totalCents)}
            />
          ) : (
            <div className="grid gap-3">
              <p className="text-lg font-semibold">Choose your dates first</p>
              <p className="text-sand-700">Pick your check-in and check-out dates on the room&apos;s page.</p>
              <Link to={changeDates} className="font-medium text-primary-700 underline">
                Choose dates
              </Link>
            </div>
          )}
        </section>
        <div className="order-1 lg:sticky lg:top-28 lg:order-2">
          <BookingSummary
            room={room}
            checkIn={dates?.checkIn ?? null}
            checkOut={dates?.checkOut ?? null}
            guests={dates?.guests ?? 2}
          >
            {dates ? (
              <QuoteBreakdown
                quote={quote.data}
                updating={quote.isFetching && !quote.isPending}
                error={quote.isError ? quote.error.message : null}
              />
            ) : null}
            <Link to={changeDates} className="text-sm font-medium text-primary-700 underline">
              Change dates or guests
            </Link>
          </BookingSummary>
        </div>
      </div>
      <BookingConfirmedDialog
        open={confirmed && room.bookingMode !== 'request'}
        onClose={onCloseConfirmation}
      />
    </Container>
  );
}
