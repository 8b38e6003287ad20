import type { PartnerRoom, RoomFormInput, RoomFormOutput } from '@restora/shared/contracts/partner-listings';
import { centsToDollars } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormSection } from './form-section';
import { useListingForm } from './use-listing-form';
import { FormAlert } from '@/components/ui/form-alert';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/partner-listings').then((m) => m.roomFormSchema),
);

const FIELDS = [
  'title',
  'description',
  'maxGuests',
  'priceCents',
  'cleaningFeeCents',
  'bookingMode',
] as const;

export const emptyRoom: RoomFormInput = {
  title: '',
  description: '',
  maxGuests: '2',
  priceCents: '',
  cleaningFeeCents: '25',
  bookingMode: '',
};

/** A saved room as its form shows it: prices back in dollars. */
export const roomToForm = (r: PartnerRoom): RoomFormInput => ({
  title: r.title,
  description: r.description,
  maxGuests: String(r.maxGuests),
  priceCents: centsToDollars(r.priceCents),
  cleaningFeeCents: centsToDollars(r.cleaningFeeCents),
  bookingMode: r.bookingMode ?? '',
});

type Props = {
  defaultValues: RoomFormInput;
  submitLabel: string;
  /** Saves; resolves to the room as the server saved it (`roomToForm`), or nothing when the page moves on. */
  onSubmit: (values: RoomFormOutput) => Promise<RoomFormInput | void>;
};

/** The room form: prices typed in dollars, sent in cents (docs/decisions/partner-listings.md). */
export function RoomForm({ defaultValues, submitLabel, onSubmit }: Props) {
  const { form, submit, formError, saved, field } = useListingForm({
    resolver,
    defaultValues,
    fields: FIELDS,
    save: onSubmit,
  });
  const { isSubmitting, isDirty } = form.formState;

  return (
    <form onFocus={resolver.preload} noValidate onSubmit={submit} aria-label="Room" className="grid gap-8">
      <FormAlert message={formError} />
      <FormSection title="The room">
        <FormField {...field('title')} label="Name">
          {(aria) => <Input {...aria} {...form.register('title')} />}
        </FormField>
        <FormField {...field('description')} label="Description">
          {(aria) => <Textarea rows={6} {...aria} {...form.register('description')} />}
        </FormField>
        <FormField {...field('maxGuests')} label="Maximum guests" hint="From 1 to 20.">
          {(aria) => (
            <Input inputMode="numeric" className="sm:max-w-40" {...aria} {...form.register('maxGuests')} />
          )}
        </FormField>
        <FormField
          {...field('bookingMode')}
          label="How guests book"
          hint="On request, you accept or decline each booking within 24 hours."
        >
          {(aria) => (
            <Select className="sm:max-w-80" {...aria} {...form.register('bookingMode')}>
              <option value="">As the property</option>
              <option value="instant">Instant booking</option>
              <option value="request">Request to book</option>
            </Select>
          )}
        </FormField>
      </FormSection>
      <FormSection title="Prices" hint="In US dollars. Travellers also pay a service fee and taxes.">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('priceCents')} label="Nightly price ($)" hint="e.g. 120 or 120.50">
            {(aria) => <Input inputMode="decimal" {...aria} {...form.register('priceCents')} />}
          </FormField>
          <FormField {...field('cleaningFeeCents')} label="Cleaning fee per stay ($)" hint="0 for none">
            {(aria) => <Input inputMode="decimal" {...aria} {...form.register('cleaningFeeCents')} />}
          </FormField>
        </div>
      </FormSection>
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
