import { Skeleton } from '@/components/ui/skeleton';
import { useBookingRequests } from '../../api/get-booking-requests';
import { BookingRequestCard } from './booking-request-card';

/** The requests to book waiting for an answer, above the bookings (docs/decisions/request-to-book.md). */
export function BookingRequests() {
  const requests = useBookingRequests();
  if (requests.isPending) return <Skeleton className="mb-8 h-24 w-full" />;
  if (requests.isError)
    return (
      <p role="alert" className="mb-8 text-sm text-danger">
        The requests to book could not be loaded: {requests.error.message}
      </p>
    );
  if (requests.data.items.length === 0) return null;
  return (
    <section aria-labelledby="booking-requests" className="mb-10">
      <h2 id="booking-requests" className="mb-4 text-xl font-semibold">
        Requests to book
      </h2>
      <ul className="grid gap-4">
        {requests.data.items.map((r) => (
          <BookingRequestCard key={r.id} request={r} />
        ))}
      </ul>
    </section>
  );
}
