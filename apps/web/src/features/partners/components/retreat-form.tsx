import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { Photo } from '@restora/shared/contracts/photos';
import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_KEYS,
  MIN_DEPOSIT_PERCENT,
  RETREAT_LEVEL_LABELS,
  RETREAT_LEVELS,
} from '@restora/shared/domain/retreats';
import { WELLNESS_FEATURES } from '@restora/shared/domain/stay-vocabulary';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { ChoiceList } from './choice-list';
import { FormSection } from './form-section';
import { RetreatBookingModeField } from './retreat-booking-mode-field';
import { RetreatFacilitatorFields } from './retreat-facilitator-fields';
import { fieldPropsOf } from './retreat-form-parts';
import { formToInput, type RetreatFormOutput, type RetreatFormValues } from './retreat-form-values';
import { RetreatOptionFields } from './retreat-option-fields';

// The shared contract checks the form as the API's values (docs/decisions/retreats-partner-console.md):
// its messages are the server's, and zod loads only when the form is used.
const resolver = lazyZodResolver(() =>
  Promise.all([import('@restora/shared/contracts/partner-retreats'), import('zod')]).then(([m, { z }]) =>
    z.preprocess((v) => formToInput(v as RetreatFormValues), m.retreatInputSchema),
  ),
) as unknown as Resolver<RetreatFormValues, unknown, RetreatFormOutput> & { preload: () => void };

type Props = {
  properties: readonly { id: number; name: string }[];
  /** The rooms of a property, for the options' choice of room (none while unknown). */
  useRooms: (propertyId: number | null) => readonly { id: number; title: string }[];
  defaultValues: RetreatFormValues;
  submitLabel: string;
  /** The retreat's photos, for its facilitators' portraits (none before it is saved). */
  photos?: readonly Photo[];
  /** Saves; resolves to the retreat as saved (its form values), or nothing when the page moves on. */
  onSubmit: (values: RetreatFormOutput) => Promise<RetreatFormValues | void>;
};

/** One form for a new retreat and a saved one: its texts, dates, options and payment terms. */
export function RetreatForm({ properties, useRooms, defaultValues, submitLabel, photos, onSubmit }: Props) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<RetreatFormValues, unknown, RetreatFormOutput>({ resolver, defaultValues });
  const { isSubmitting, isDirty, errors } = form.formState;
  const field = fieldPropsOf(id, errors);
  const propertyId = useWatch({ control: form.control, name: 'propertyId' });
  const rooms = useRooms(propertyId ? Number(propertyId) : null);
  const payInFull = useWatch({ control: form.control, name: 'payInFull' });
  const features = useWatch({ control: form.control, name: 'features' });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      form.reset((await onSubmit(values)) ?? form.getValues());
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        for (const [name, message] of Object.entries(error.fields))
          form.setError(name as 'title', { type: 'server', message });
        setFormError(error.message);
      } else
        setFormError(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    }
  });

  return (
    <form onFocus={resolver.preload} noValidate onSubmit={submit} aria-label="Retreat" className="grid gap-8">
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-8">
        <FormSection title="The retreat">
          <FormField {...field('propertyId')} label="Property">
            {(aria) => (
              <Select {...aria} {...form.register('propertyId')}>
                <option value="">Choose a property</option>
                {properties.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField {...field('title')} label="Title">
            {(aria) => <Input {...aria} {...form.register('title')} />}
          </FormField>
          <FormField {...field('summary')} label="Summary" hint="One line, shown on the retreat's card.">
            {(aria) => <Input {...aria} {...form.register('summary')} />}
          </FormField>
          <FormField {...field('description')} label="Description">
            {(aria) => <Textarea rows={5} {...aria} {...form.register('description')} />}
          </FormField>
          <FormField
            {...field('program')}
            label="Day-by-day program"
            hint="Markdown: **bold**, lists with -, a blank line between paragraphs."
          >
            {(aria) => <Textarea rows={8} {...aria} {...form.register('program')} />}
          </FormField>
        </FormSection>
        <FormSection title="Dates">
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField {...field('startDate')} label="Start date">
              {(aria) => <Input type="date" {...aria} {...form.register('startDate')} />}
            </FormField>
            <FormField {...field('endDate')} label="End date">
              {(aria) => <Input type="date" {...aria} {...form.register('endDate')} />}
            </FormField>
            <FormField {...field('checkInTime')} label="Check-in time" hint="HH:MM, e.g. 15:00">
              {(aria) => <Input {...aria} {...form.register('checkInTime')} />}
            </FormField>
            <FormField {...field('checkOutTime')} label="Check-out time" hint="HH:MM, e.g. 11:00">
              {(aria) => <Input {...aria} {...form.register('checkOutTime')} />}
            </FormField>
          </div>
        </FormSection>
        <FormSection title="What to expect">
          <FormField {...field('included')} label="Included">
            {(aria) => <Textarea rows={3} {...aria} {...form.register('included')} />}
          </FormField>
          <FormField {...field('notIncluded')} label="Not included">
            {(aria) => <Textarea rows={3} {...aria} {...form.register('notIncluded')} />}
          </FormField>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField {...field('level')} label="Level">
              {(aria) => (
                <Select {...aria} {...form.register('level')}>
                  <option value="">Choose the level</option>
                  {RETREAT_LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {RETREAT_LEVEL_LABELS[l]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField {...field('language')} label="Language">
              {(aria) => <Input {...aria} {...form.register('language')} />}
            </FormField>
          </div>
          <ChoiceList
            legend="Wellness features"
            options={WELLNESS_FEATURES}
            selected={features}
            onChange={(next) => form.setValue('features', next, { shouldDirty: true })}
            error={field('features').error}
          />
        </FormSection>
        <RetreatFacilitatorFields form={form} field={field} photos={photos} />
        <RetreatOptionFields form={form} field={field} rooms={rooms} />
        <RetreatBookingModeField form={form} id={id} />
        <FormSection title="Payment terms">
          <div className="flex items-center gap-3">
            <Checkbox
              id={`${id}-payInFull`}
              checked={payInFull}
              onCheckedChange={(checked) => form.setValue('payInFull', checked, { shouldDirty: true })}
            />
            <label htmlFor={`${id}-payInFull`} className="cursor-pointer text-sm">
              Pay in full when booking (no deposit)
            </label>
          </div>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            {payInFull ? null : (
              <FormField
                {...field('depositPercent')}
                label="Deposit (%)"
                hint={`At least ${MIN_DEPOSIT_PERCENT}%; the balance is charged later.`}
              >
                {(aria) => <Input inputMode="numeric" {...aria} {...form.register('depositPercent')} />}
              </FormField>
            )}
            <FormField {...field('balanceDueDays')} label="Balance due (days before the start)">
              {(aria) => <Input inputMode="numeric" {...aria} {...form.register('balanceDueDays')} />}
            </FormField>
          </div>
          <fieldset aria-describedby={`${id}-policy-error`} className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold text-ink">Cancellation policy</legend>
            {CANCELLATION_POLICY_KEYS.map((key) => (
              <label
                key={key}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 p-3"
              >
                <input
                  type="radio"
                  value={key}
                  className="mt-1 size-4 accent-primary-700"
                  {...form.register('cancellationPolicy')}
                />
                <span className="grid gap-0.5 text-sm">
                  <span className="font-medium">{CANCELLATION_POLICIES[key].label}</span>
                  <span className="text-sand-700">{CANCELLATION_POLICIES[key].text}</span>
                </span>
              </label>
            ))}
            <FieldError id={`${id}-policy-error`} message={field('cancellationPolicy').error} />
          </fieldset>
        </FormSection>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
        {saved && !isDirty ? (
          <p role="status" className="text-sm text-primary-800">
            Saved.
          </p>
        ) : null}
      </div>
    </form>
  );
}
