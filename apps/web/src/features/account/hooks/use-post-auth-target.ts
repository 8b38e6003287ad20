import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { readBookingSelection } from '../../../lib/booking-selection';
import { safeReturnPath } from '../../../lib/safe-return-path';

/** Where /auth sends a user once signed in: the return target, else /payment with a pending booking, else /dashboard. */
export function usePostAuthTarget(): string {
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  if (returnTo) return returnTo;
  const selection = readBookingSelection();
  if (selection?.type === 'property') return paths.payment.to();
  if (selection?.type === 'service') return paths.servicePayment.to();
  return paths.dashboard.to();
}
