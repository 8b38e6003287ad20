import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminRefundFormValues } from '@restora/shared/contracts/admin-bookings';
import {
  REFUND_REASON_LIMITS,
  refundAmountCents,
  refundTooLarge,
} from '@restora/shared/domain/admin-bookings';
import { centsToDollars } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { money } from './format';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/admin-bookings').then((m) => m.adminRefundFormSchema),
);

export type RefundRequest = { amountCents?: number; reason: string; cancel: boolean };

type Props = {
  /** 'booking #12' or 'order #34', for the dialog's words. */
  what: string;
  leftCents: number;
  /** Offer "cancel it too" (a confirmed booking). */
  canCancel?: boolean;
  refund: (request: RefundRequest) => Promise<unknown>;
};

/**
 * Gives money back: the amount defaults to all that is left; the reason is told to the customer. A
 * refused write keeps what was typed and puts the server's message on its field.
 */
export function RefundDialog({ what, leftCents, canCancel = false, refund }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AdminRefundFormValues, unknown, AdminRefundFormValues>({
    resolver,
    defaultValues: { amount: '', reason: '', cancel: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ amount, reason, cancel }) => {
    setFormError(null);
    const amountCents = refundAmountCents(amount);
    if (amountCents !== undefined && amountCents > leftCents) {
      form.setError('amount', { type: 'max', message: refundTooLarge(leftCents) });
      return;
    }
    try {
      await refund({ ...(amountCents === undefined ? {} : { amountCents }), reason: reason.trim(), cancel });
    } catch (error) {
      // What is left changed meanwhile (another refund): the message says how much is left now.
      if (error instanceof ApiError && error.status === 409)
        form.setError('amount', { message: error.message });
      else setFormError(applyServerErrors(error, form.setError, ['reason']));
      return;
    }
    setOpen(false);
    form.reset();
    toast({ title: `Refunded ${money(amountCents ?? leftCents)}${cancel ? ' and cancelled' : ''}` });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && setOpen(next)}>
      {/* A trigger, so closing the dialog gives focus back to it. */}
      <DialogTrigger asChild>
        <Button disabled={leftCents <= 0}>Refund</Button>
      </DialogTrigger>
      <DialogContent hideClose={isSubmitting}>
        <DialogHeader>
          <DialogTitle>Refund {what}</DialogTitle>
          <DialogDescription>
            Up to {money(leftCents)} is left to refund. The money goes back to the card it came from, and the
            customer is e-mailed the amount and your reason.
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
            <FormField
              id={`${id}-amount`}
              label="Amount (USD)"
              error={errors.amount?.message}
              hint={`Leave empty to refund all that is left (${money(leftCents)}).`}
            >
              {(aria) => (
                <Input
                  inputMode="decimal"
                  placeholder={centsToDollars(leftCents, true)}
                  {...aria}
                  {...form.register('amount')}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-reason`}
              label="Reason"
              error={errors.reason?.message}
              hint="Told to the customer."
            >
              {(aria) => (
                <Textarea
                  rows={3}
                  maxLength={REFUND_REASON_LIMITS.max}
                  {...aria}
                  {...form.register('reason')}
                />
              )}
            </FormField>
            {canCancel ? (
              <div className="flex items-center gap-3">
                <Checkbox id={`${id}-cancel`} {...form.register('cancel')} />
                <Label htmlFor={`${id}-cancel`}>Also cancel the booking (its nights become free)</Label>
              </div>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Keep as it is
                </Button>
              </DialogClose>
              <Button type="submit">{isSubmitting ? 'Refunding...' : 'Refund'}</Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
