import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { CardPaymentForm } from '@/components/payment/card-payment-form';
import { useIdempotencyKey } from '@/components/payment/use-idempotency-key';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { getSessionQueryOptions, useSession } from '@/features/account/api/get-session';
import { useCreateServiceBookings } from '@/features/bookings/api/create-service-bookings';
import {
  addDaysIso,
  defaultServiceDate,
  MAX_DAYS_AHEAD,
  todayIso,
} from '@/features/services/components/service-dates';
import {
  readServicePaymentState,
  selectionTotal,
  type ServicePaymentState,
} from '@/features/services/components/service-selection';
import {
  ServicesConfirmationDialog,
  type BookedService,
} from '@/features/services/components/services-confirmation-dialog';
import { servicePaymentFailure } from '@/features/services/components/service-payment-failure';
import { ServicesSummary } from '@/features/services/components/services-summary';
import { useServiceDates } from '@/features/services/components/use-service-dates';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { clearActiveListingId, clearBookingSelection, readBookingSelection } from '@/lib/booking-selection';
import { safeReturnPath } from '@restora/shared/domain/safe-return-path';
import { PageLoading } from '../layout/page-loading';

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readServicePaymentState(location.state), [location.state]);
  const { user, isLoading } = useSession();
  const signedOut = !isLoading && !user;

  // Leaves at once without services or without a user (docs/decisions/services.md); it reacts to state,
  // loading nothing.
  useEffect(() => {
    if (!state) {
      toast({ title: 'No services selected', description: 'Please select services first.' });
      void navigate(paths.services.to(), { replace: true });
    } else if (signedOut) {
      toast({ title: 'Authentication required', description: 'Please sign in to continue.' });
      void navigate(paths.auth.to(paths.services.to()), { replace: true });
    }
  }, [state, signedOut, navigate]);

  if (!state || !user) return <PageLoading />;
  return <ServicePaymentScreen state={state} />;
}

function ServicePaymentScreen({ state }: { state: ServicePaymentState }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createBookings = useCreateServiceBookings();
  const idempotency = useIdempotencyKey();
  const [today] = useState(() => todayIso());
  const [firstDate] = useState(() => defaultServiceDate(readBookingSelection(), state.listingId, today));
  const dates = useServiceDates(
    state.services.map((s) => s.id),
    firstDate,
  );
  const [booked, setBooked] = useState<BookedService[] | null>(null);
  const totalCents = selectionTotal(state.services);

  const onPay = async (card: CardPayment) => {
    // Not an ApiError: the card form stops quietly and the date fields say what is wrong.
    if (!dates.validate(todayIso())) throw new Error('A service date cannot be booked');
    const servicesPaid = { items: dates.items, ...(state.listingId ? { listingId: state.listingId } : {}) };
    try {
      const result = await idempotency.attempt(servicesPaid, (idempotencyKey) =>
        createBookings.mutateAsync({ input: { ...servicesPaid, card }, idempotencyKey }),
      );
      toast({ title: 'Payment successful', description: 'Your services have been booked!' });
      setBooked(
        result.bookings.map((b) => ({ id: b.id, title: b.title, date: b.checkIn, totalCents: b.totalCents })),
      );
    } catch (error) {
      if (error instanceof ApiError) {
        dates.showServerErrors(error.fields);
        if (error.status === 401) void queryClient.invalidateQueries(getSessionQueryOptions());
      }
      toast({ ...servicePaymentFailure(error), variant: 'destructive' });
      throw error;
    }
  };

  // Closing the confirmation ends the booking selection of services (docs/decisions/services.md), not a
  // stay's.
  const endSelection = () => {
    if (readBookingSelection()?.type === 'service') clearBookingSelection();
  };
  const onOkay = () => {
    endSelection();
    void navigate(safeReturnPath(state.redirectTo) ?? paths.services.to(), { replace: true });
  };
  const onClose = () => {
    endSelection();
    clearActiveListingId();
    void navigate(paths.findStays.to(), { replace: true });
  };

  return (
    <Container className="py-6 sm:py-10">
      <PageMeta title="Pay for Services" description="Choose a date for each service and pay." />
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={paths.services.to()}>
          <ArrowLeft aria-hidden />
          Back to services
        </Link>
      </Button>
      <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">Pay for Services</h1>
      <p className="mt-3 max-w-2xl text-lg text-sand-700">
        Pick a day for each service, then pay for them together. You will find them on your dashboard.
      </p>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-10">
        <ServicesSummary
          services={state.services}
          totalCents={totalCents}
          dates={dates.values}
          errors={dates.errors}
          onDateChange={dates.setDate}
          min={today}
          max={addDaysIso(today, MAX_DAYS_AHEAD)}
          disabled={createBookings.isPending}
        />
        <div className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft sm:p-8 lg:sticky lg:top-28">
          <CardPaymentForm onPay={onPay} payLabel={`Pay ${formatMoney(totalCents)}`} />
        </div>
      </div>
      <ServicesConfirmationDialog booked={booked} onOkay={onOkay} onClose={onClose} />
    </Container>
  );
}
