import { lazy, Suspense } from 'react';
import type { PartnerBooking } from '@restora/shared/contracts/partner-bookings';
import { partnerBookingsTexts as T } from '@restora/shared/domain/partner-bookings';
import { Button } from '@/components/ui/button';
import { useDialogTrigger } from '@/components/ui/use-dialog-trigger';

// The dialog (Radix, the form and its schema) loads when the button is reached or pressed.
const loadContent = () => import('./cancel-booking-dialog-content');
const CancelBookingDialogContent = lazy(loadContent);

export function CancelBookingButton({ booking }: { booking: PartnerBooking }) {
  const { open, setOpen, mounted, triggerProps, returnFocus } = useDialogTrigger(loadContent);
  return (
    <>
      <Button variant="outline" size="sm" {...triggerProps}>
        {T.cancel}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <CancelBookingDialogContent
            booking={booking}
            open={open}
            setOpen={setOpen}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
