import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { PlanItem, updatePlanItemSchema } from '@restora/shared/contracts/journey';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { useUpdateItemNote } from '../api/plan-mutations';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { Textarea } from '@/components/ui/textarea';

type Values = z.input<typeof updatePlanItemSchema>;

/** The item's own note, saved on its own with 'Save Note'. */
const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/journey').then((m) => m.updatePlanItemSchema),
);

export function ItemNoteForm({
  planId,
  item,
  idPrefix,
}: {
  planId: number;
  item: PlanItem;
  idPrefix: string;
}) {
  const save = useUpdateItemNote(planId);
  const form = useForm<Values, unknown, z.output<typeof updatePlanItemSchema>>({
    resolver,
    defaultValues: { note: item.note },
  });
  const { errors, isSubmitting } = form.formState;
  const fieldId = `${idPrefix}-note`;

  const onSubmit = form.handleSubmit(async ({ note }) => {
    try {
      const saved = await save.mutateAsync({ itemId: item.id, note });
      form.reset({ note: saved.note });
      toast({ title: 'Note saved', description: `Your note on ${item.title} has been saved.` });
    } catch (error) {
      const message = applyServerErrors(error, form.setError, ['note']);
      if (message !== null) {
        toast({ title: 'Could not save the note', description: message, variant: 'destructive' });
      }
    }
  });

  return (
    <form onFocus={resolver.preload} noValidate onSubmit={onSubmit} aria-label={`Note for ${item.title}`}>
      <fieldset disabled={isSubmitting} className="grid gap-2">
        <Label htmlFor={fieldId}>
          Note<span className="sr-only"> for {item.title}</span>
        </Label>
        <Textarea
          id={fieldId}
          rows={2}
          className="min-h-20"
          placeholder="Add a note: timing, who it is for, what to ask..."
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${fieldId}-error` : undefined}
          {...form.register('note')}
        />
        <FieldError id={`${fieldId}-error`} message={errors.note?.message} />
        <div className="flex justify-end">
          <Button type="submit" variant="outline" size="sm">
            {isSubmitting ? 'Saving...' : 'Save Note'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
