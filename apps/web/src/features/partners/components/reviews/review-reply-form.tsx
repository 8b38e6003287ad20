import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ReplyInput } from '@restora/shared/contracts/reviews';
import { REVIEW_TEXTS as T } from '@restora/shared/domain/review-replies';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/reviews').then((m) => m.replyInputSchema),
);

type Props = {
  defaultText: string;
  /** Names the review, for the form's accessible name. */
  guestName: string;
  onSubmit: (values: ReplyInput) => Promise<unknown>;
  onCancel: () => void;
};

/** The reply to a review, written inline: the shared rules and messages, the server's on the field. */
export function ReviewReplyForm({ defaultText, guestName, onSubmit, onCancel }: Props) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReplyInput, unknown, { text: string }>({
    resolver,
    defaultValues: { text: defaultText },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['text']));
    }
  });
  return (
    <form
      noValidate
      onFocus={resolver.preload}
      onSubmit={submit}
      aria-label={`Reply to ${guestName}`}
      className="mt-4 grid gap-3"
    >
      <fieldset disabled={isSubmitting} className="grid gap-3">
        <FormField id={`${id}-text`} label={T.replyLabel} hint={T.replyHint} error={errors.text?.message}>
          {(aria) => <Textarea rows={4} {...aria} {...form.register('text')} />}
        </FormField>
        {formError ? (
          <p role="alert" className="text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm">
            {isSubmitting ? 'Publishing…' : T.saveReply}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {T.cancel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
