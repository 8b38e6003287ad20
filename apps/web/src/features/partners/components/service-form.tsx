import type {
  PartnerService,
  ServiceFormInput,
  ServiceFormOutput,
} from '@restora/shared/contracts/partner-services';
import { centsToDollars } from '@/lib/format';
import { SERVICE_CATEGORIES, SERVICE_TYPE_OPTIONS } from '@restora/shared/domain/partner-services';
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
  import('@restora/shared/contracts/partner-services').then((m) => m.serviceFormSchema),
);

const FIELDS = [
  'propertyId',
  'title',
  'description',
  'type',
  'category',
  'priceCents',
  'durationMinutes',
  'capacityPerDay',
] as const;

/** A new service's form: the property chosen when the partner has one only. */
export const emptyService = (propertyId = ''): ServiceFormInput => ({
  propertyId,
  title: '',
  description: '',
  type: '' as ServiceFormInput['type'],
  category: '' as ServiceFormInput['category'],
  priceCents: '',
  durationMinutes: '60',
  capacityPerDay: '10',
});

/** A saved service as its form shows it: the price back in dollars. */
export const serviceToForm = (s: PartnerService): ServiceFormInput => ({
  propertyId: String(s.property.id),
  title: s.title,
  description: s.description,
  type: s.type,
  category: s.category as ServiceFormInput['category'],
  priceCents: centsToDollars(s.priceCents),
  durationMinutes: String(s.durationMinutes),
  capacityPerDay: String(s.capacityPerDay),
});

type Props = {
  properties: readonly { id: number; name: string }[];
  defaultValues: ServiceFormInput;
  submitLabel: string;
  /** Saves; resolves to the service as the server saved it (`serviceToForm`), or nothing when the page moves on. */
  onSubmit: (values: ServiceFormOutput) => Promise<ServiceFormInput | void>;
};

/**
 * The service form: price typed in dollars, sent in cents; capacity is how many bookings a day takes
 * (docs/decisions/partner-services.md).
 */
export function ServiceForm({ properties, defaultValues, submitLabel, onSubmit }: Props) {
  const { form, submit, formError, saved, field } = useListingForm({
    resolver,
    defaultValues,
    fields: FIELDS,
    save: onSubmit,
  });
  const { isSubmitting, isDirty } = form.formState;

  return (
    <form onFocus={resolver.preload} noValidate onSubmit={submit} aria-label="Service" className="grid gap-8">
      <FormAlert message={formError} />
      <fieldset disabled={isSubmitting} className="grid gap-8">
        <FormSection title="The service">
          <FormField {...field('propertyId')} label="Offered at">
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
          <FormField {...field('title')} label="Name">
            {(aria) => <Input {...aria} {...form.register('title')} />}
          </FormField>
          <FormField {...field('description')} label="Description">
            {(aria) => <Textarea rows={5} {...aria} {...form.register('description')} />}
          </FormField>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField {...field('type')} label="Type">
              {(aria) => (
                <Select {...aria} {...form.register('type')}>
                  <option value="">Choose a type</option>
                  {SERVICE_TYPE_OPTIONS.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField {...field('category')} label="Category" hint="Sets the picture travellers see.">
              {(aria) => (
                <Select {...aria} {...form.register('category')}>
                  <option value="">Choose a category</option>
                  {SERVICE_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
        </FormSection>
        <FormSection title="Price and places" hint="The price is in US dollars, per session.">
          <div className="grid items-start gap-5 sm:grid-cols-3">
            <FormField {...field('priceCents')} label="Price ($)" hint="e.g. 45 or 45.50">
              {(aria) => <Input inputMode="decimal" {...aria} {...form.register('priceCents')} />}
            </FormField>
            <FormField {...field('durationMinutes')} label="Duration (minutes)" hint="From 5 to 1,440.">
              {(aria) => <Input inputMode="numeric" {...aria} {...form.register('durationMinutes')} />}
            </FormField>
            <FormField
              {...field('capacityPerDay')}
              label="Bookings per day"
              hint="A full day is refused to travellers."
            >
              {(aria) => <Input inputMode="numeric" {...aria} {...form.register('capacityPerDay')} />}
            </FormField>
          </div>
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
