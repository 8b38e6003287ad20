import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { PlanSummary, UpdatePlanInput, updatePlanSchema } from '@restora/shared/contracts/journey';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useUpdatePlan } from '../api/plan-mutations';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { Textarea } from '@/components/ui/textarea';

const FIELDS = ['name', 'description', 'startDate', 'endDate'] as const;

const valuesOf = (plan: PlanSummary): UpdatePlanInput => ({
  name: plan.name,
  description: plan.description,
  startDate: plan.startDate,
  endDate: plan.endDate,
});

// An emptied date box means "no date", which the API takes as null.
const dateOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

type PlanFormProps = { plan: PlanSummary; onDelete: (plan: PlanSummary) => void };

/** Name, description and dates of the open plan, saved together; and the way to delete the plan. */
const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/journey').then((m) => m.updatePlanSchema),
);

export function PlanForm({ plan, onDelete }: PlanFormProps) {
  const id = useId();
  const update = useUpdatePlan(plan.id);
  const form = useForm<UpdatePlanInput, unknown, z.output<typeof updatePlanSchema>>({
    resolver,
    defaultValues: valuesOf(plan),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved));
      toast({ title: 'Plan saved', description: `"${saved.name}" has been updated.` });
    } catch (error) {
      const message = applyServerErrors(error, form.setError, FIELDS);
      if (message !== null) {
        toast({ title: 'Could not save the plan', description: message, variant: 'destructive' });
      }
    }
  });

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          Plan details
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-haspopup="dialog"
          className="text-danger hover:bg-red-50"
          onClick={() => onDelete(plan)}
        >
          <Trash2 aria-hidden />
          Delete Plan
        </Button>
      </div>
      <form
        onFocus={resolver.preload}
        noValidate
        onSubmit={onSubmit}
        aria-label="Plan details"
        className="mt-5"
      >
        <fieldset disabled={isSubmitting} className="grid gap-5">
          <FormField id={`${id}-name`} label="Plan name" error={errors.name?.message}>
            {(aria) => <Input autoComplete="off" {...aria} {...form.register('name')} />}
          </FormField>
          <FormField id={`${id}-description`} label="Description" error={errors.description?.message}>
            {(aria) => (
              <Textarea
                rows={3}
                placeholder="Describe your journey..."
                {...aria}
                {...form.register('description')}
              />
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={`${id}-start`} label="Start date" error={errors.startDate?.message}>
              {(aria) => (
                <Input type="date" {...aria} {...form.register('startDate', { setValueAs: dateOrNull })} />
              )}
            </FormField>
            <FormField id={`${id}-end`} label="End date" error={errors.endDate?.message}>
              {(aria) => (
                <Input type="date" {...aria} {...form.register('endDate', { setValueAs: dateOrNull })} />
              )}
            </FormField>
          </div>
          <div>
            <Button type="submit">{isSubmitting ? 'Saving...' : 'Save Plan'}</Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
