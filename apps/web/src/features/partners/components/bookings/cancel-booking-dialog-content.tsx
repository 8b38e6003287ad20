import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CancelPartnerBookingInput, PartnerBooking } from '@restora/shared/contracts/partner-bookings';
import { CANCEL_REASON_LIMITS, partnerBookingsTexts as T } from '@restora/shared/domain/partner-bookings';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { formatUsd } from '@/lib/format';
import { useCancelPartnerBooking } from '@/features/partners/api/cancel-partner-booking';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/partner-bookings').then((m) => m.cancelPartnerBookingSchema),
);

type Props = {
  booking: PartnerBooking;
  open: boolean;
  setOpen: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** Asks the reason mailed to the guest, then cancels, refunding what is left (loaded on demand). */
export default function CancelBookingDialogContent({ booking, open, setOpen, onCloseAutoFocus }: Props) {
  const fieldId = useId();
  const cancel = useCancelPartnerBooking();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CancelPartnerBookingInput, unknown, { reason: string }>({
    resolver,
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // What the server says is left to refund (docs/decisions/partner-bookings.md), not the total.
  const refunds = booking.refundableCents > 0;

  const submit = form.handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await cancel.mutateAsync({ id: booking.id, reason });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['reason']));
      return;
    }
    setOpen(false);
    toast({ title: refunds ? T.cancelled : T.cancelledNoRefund });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && setOpen(next)}>
      <DialogContent hideClose={isSubmitting} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{T.dialogTitle}</DialogTitle>
          <DialogDescription>
            {T.dialogBody(booking.guestName || booking.guestEmail, booking, formatUsd)}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} onFocus={resolver.preload} className="grid gap-5">
          {formError ? (
            <p
              role="alert"
              className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
            >
              {formError}
            </p>
          ) : null}
          <fieldset disabled={isSubmitting} className="grid gap-5">
            <FormField id={fieldId} label={T.reason} error={errors.reason?.message} hint={T.reasonHint}>
              {(aria) => (
                <Textarea
                  rows={4}
                  maxLength={CANCEL_REASON_LIMITS.max}
                  {...aria}
                  {...form.register('reason')}
                />
              )}
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {T.keep}
                </Button>
              </DialogClose>
              <Button type="submit" className="bg-danger hover:bg-red-800">
                {isSubmitting ? T.cancelling : refunds ? T.confirm : T.confirmNoRefund}
              </Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
