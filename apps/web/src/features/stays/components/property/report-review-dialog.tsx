import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ReviewReportBody } from '@restora/shared/contracts/admin-moderation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
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
import { useReportReview } from '@/features/stays/api/report-review';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/admin-moderation').then((m) => m.reviewReportBodySchema),
);

type Props = { reviewId: number; guestName: string; onClose: () => void };

/**
 * Why a review should not be on the site, sent to the operator's queue (docs/decisions/review-moderation.md).
 * Loaded when a signed-in reader first opens it; what was typed stays when sending fails.
 */
export default function ReportReviewDialog({ reviewId, guestName, onClose }: Props) {
  const id = useId();
  const report = useReportReview(reviewId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReviewReportBody>({ resolver, defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await report.mutateAsync(values);
      toast({ title: 'Thank you', description: 'We will look at this review.' });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['reason']));
    }
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this review</DialogTitle>
          <DialogDescription>
            Tell us why the review by {guestName} should not be on Restora. Our team reads every report.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={submit}
          aria-label={`Report the review by ${guestName}`}
          className="grid gap-5"
        >
          <fieldset disabled={isSubmitting} className="grid gap-5">
            <FormField id={`${id}-reason`} label="Reason" error={errors.reason?.message}>
              {(aria) => <Textarea rows={4} {...aria} {...form.register('reason')} />}
            </FormField>
            {formError ? (
              <p role="alert" className="text-sm text-danger">
                {formError}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">{isSubmitting ? 'Sending…' : 'Send report'}</Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
