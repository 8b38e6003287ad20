import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { saveBookingSelection, type BookingSelection } from '@/lib/booking-selection';

/**
 * Book Now (docs/decisions/bookings-and-availability.md): the selection is saved first so it survives the
 * detour to /auth; a signed-in visitor goes on to /payment, anyone else is asked to sign in. /auth carries
 * `returnTo`, but once signed in it goes straight on to /payment because this selection is pending.
 */
export function useBookNow(signedIn: boolean) {
  const navigate = useNavigate();
  return (selection: BookingSelection, returnTo: string) => {
    saveBookingSelection(selection);
    if (signedIn) {
      void navigate(paths.payment.to());
      return;
    }
    toast({
      title: 'Authentication required',
      description: 'Please sign in or register to continue booking.',
    });
    void navigate(paths.auth.to(returnTo));
  };
}
