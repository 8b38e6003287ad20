import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { readBookingSelection, type BookingSelection } from '@/lib/booking-selection';
import { safeReturnPath } from '@restora/shared/domain/safe-return-path';

/**
 * Where /auth sends a user once signed in (docs/decisions/bookings-and-availability.md). A pending stay
 * booking goes on to /payment even when a return target was given: that target is the room page the visitor
 * pressed Book Now on, and sending them back there would make them press it again. Else the return target;
 * else a pending service booking's own page (/service-payment needs the services in navigation state, which
 * did not survive the detour); else /dashboard.
 */
export function postAuthTarget(returnTo: string | null, selection: BookingSelection | null): string {
  if (selection?.type === 'property') return paths.payment.to();
  const target = safeReturnPath(returnTo);
  if (target) return target;
  if (selection?.type === 'service') return paths.bookService.to(selection.listingId);
  return paths.dashboard.to();
}

export function usePostAuthTarget(): string {
  const [params] = useSearchParams();
  return postAuthTarget(params.get('returnTo'), readBookingSelection());
}
