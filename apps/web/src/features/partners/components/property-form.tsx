import { useEffect, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { PropertyFormInput, PropertyFormOutput } from '@restora/shared/contracts/partner-listings';
import { QUIZ_ENVIRONMENTS, ENVIRONMENT_LABELS } from '@restora/shared/domain/quiz';
import { AMENITIES, PROPERTY_TYPES, WELLNESS_FEATURES } from '@restora/shared/domain/stay-vocabulary';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { ChoiceList } from './choice-list';
import { FormSection } from './form-section';
import { useListingForm } from './use-listing-form';
import { FormAlert } from '@/components/ui/form-alert';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/partner-listings').then((m) => m.propertyFormSchema),
);

const FIELDS = [
  'name',
  'type',
  'setting',
  'address',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'description',
  'amenities',
  'wellnessFeatures',
  'houseRules',
  'checkInTime',
  'checkOutTime',
  'bookingMode',
] as const;

type Coordinates = { latitude: number; longitude: number };

type Props = {
  defaultValues: PropertyFormInput;
  submitLabel: string;
  /** Saves; resolves to the property as the server saved it (`propertyToForm`), or nothing when the page moves on. */
  onSubmit: (values: PropertyFormOutput) => Promise<PropertyFormInput | void>;
  /** The description as the site will show it (the articles' Markdown, handed in by the page). */
  renderMarkdown: (markdown: string) => ReactNode;
  /** Where the coordinates are, on a map (handed in by the page). */
  renderMap: (coordinates: Coordinates) => ReactNode;
  /** Shown above the fields, e.g. the organisation to add the property to. */
  children?: ReactNode;
};

/** Typed coordinates that are in range, once the typing has paused (the map is not redrawn per key). */
function useSettledCoordinates(latitude: string, longitude: string): Coordinates | null {
  const [settled, setSettled] = useState<Coordinates | null>(null);
  useEffect(() => {
    const lat = Number(latitude);
    const lng = Number(longitude);
    const valid =
      latitude.trim() !== '' &&
      longitude.trim() !== '' &&
      Math.abs(lat) <= 90 &&
      Math.abs(lng) <= 180 &&
      Number.isFinite(lat) &&
      Number.isFinite(lng);
    const timer = setTimeout(() => setSettled(valid ? { latitude: lat, longitude: lng } : null), 600);
    return () => clearTimeout(timer);
  }, [latitude, longitude]);
  return settled;
}

/** The property form of the partner console (docs/decisions/partner-listings.md). */
export function PropertyForm({
  defaultValues,
  submitLabel,
  onSubmit,
  renderMarkdown,
  renderMap,
  children,
}: Props) {
  const [preview, setPreview] = useState(false);
  const { form, submit, formError, saved, field } = useListingForm({
    resolver,
    defaultValues,
    fields: FIELDS,
    save: onSubmit,
  });
  const { errors, isSubmitting } = form.formState;
  const [description, latitude, longitude] = useWatch({
    control: form.control,
    name: ['description', 'latitude', 'longitude'],
  });
  const coordinates = useSettledCoordinates(latitude, longitude);

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={submit}
      aria-label="Property"
      className="grid gap-8"
    >
      <FormAlert message={formError} />
      {children}
      <FormSection title="About the property">
        <FormField {...field('name')} label="Name">
          {(aria) => <Input autoComplete="organization" {...aria} {...form.register('name')} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('type')} label="Type">
            {(aria) => (
              <Select {...aria} {...form.register('type')}>
                <option value="">Choose a type</option>
                {PROPERTY_TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label.replace(/s$/, '')}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            {...field('setting')}
            label="Setting"
            hint="The landscape around it; the quiz matches it."
          >
            {(aria) => (
              <Select {...aria} {...form.register('setting')}>
                <option value="">Choose a setting</option>
                {QUIZ_ENVIRONMENTS.map((s) => (
                  <option key={s} value={s}>
                    {ENVIRONMENT_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <FormField
          {...field('description')}
          label="Description"
          hint="Markdown: **bold**, _italic_, lists with -, headings with ##."
        >
          {(aria) => <Textarea rows={8} {...aria} {...form.register('description')} />}
        </FormField>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={preview}
            onClick={() => setPreview((p) => !p)}
          >
            {preview ? 'Hide preview' : 'Preview description'}
          </Button>
          {preview ? (
            <div
              className="mt-3 rounded-xl border border-sand-200 bg-white p-4"
              aria-label="Description preview"
              role="region"
            >
              {description.trim() ? (
                renderMarkdown(description)
              ) : (
                <p className="text-sand-600">Nothing to preview yet.</p>
              )}
            </div>
          ) : null}
        </div>
      </FormSection>

      <FormSection title="Location">
        <FormField {...field('address')} label="Street address">
          {(aria) => <Input autoComplete="street-address" {...aria} {...form.register('address')} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField {...field('city')} label="City">
            {(aria) => <Input autoComplete="address-level2" {...aria} {...form.register('city')} />}
          </FormField>
          <FormField {...field('state')} label="State or region (optional)">
            {(aria) => <Input autoComplete="address-level1" {...aria} {...form.register('state')} />}
          </FormField>
          <FormField {...field('country')} label="Country">
            {(aria) => <Input autoComplete="country-name" {...aria} {...form.register('country')} />}
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            {...field('latitude')}
            label="Latitude"
            hint="From -90 (south) to 90 (north), e.g. 38.7223"
          >
            {(aria) => <Input inputMode="decimal" {...aria} {...form.register('latitude')} />}
          </FormField>
          <FormField
            {...field('longitude')}
            label="Longitude"
            hint="From -180 (west) to 180 (east), e.g. -9.1393"
          >
            {(aria) => <Input inputMode="decimal" {...aria} {...form.register('longitude')} />}
          </FormField>
        </div>
        {coordinates ? (
          renderMap(coordinates)
        ) : (
          <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-sand-700">
            Enter a latitude and a longitude to see the position on a map.
          </p>
        )}
      </FormSection>

      <FormSection
        title="What it offers"
        hint="Every room of the property offers these; search filters by them."
      >
        <ChoiceList
          legend="Amenities"
          options={AMENITIES}
          selected={useWatch({ control: form.control, name: 'amenities' })}
          onChange={(next) =>
            form.setValue('amenities', next as PropertyFormInput['amenities'], { shouldDirty: true })
          }
          error={errors.amenities?.message ?? errors.amenities?.root?.message}
        />
        <ChoiceList
          legend="Wellness features"
          options={WELLNESS_FEATURES}
          selected={useWatch({ control: form.control, name: 'wellnessFeatures' })}
          onChange={(next) =>
            form.setValue('wellnessFeatures', next as PropertyFormInput['wellnessFeatures'], {
              shouldDirty: true,
            })
          }
          error={errors.wellnessFeatures?.message ?? errors.wellnessFeatures?.root?.message}
        />
      </FormSection>

      <FormSection title="Stay rules">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('checkInTime')} label="Check-in from" hint="24-hour time, HH:MM">
            {(aria) => <Input type="time" {...aria} {...form.register('checkInTime')} />}
          </FormField>
          <FormField {...field('checkOutTime')} label="Check-out by" hint="24-hour time, HH:MM">
            {(aria) => <Input type="time" {...aria} {...form.register('checkOutTime')} />}
          </FormField>
        </div>
        <FormField {...field('houseRules')} label="House rules (optional)">
          {(aria) => <Textarea rows={4} {...aria} {...form.register('houseRules')} />}
        </FormField>
        <FormField
          {...field('bookingMode')}
          label="How guests book"
          hint="On request, you accept or decline each booking within 24 hours; the card is charged only if you accept. A room may differ."
        >
          {(aria) => (
            <Select {...aria} {...form.register('bookingMode')}>
              <option value="instant">Instant booking</option>
              <option value="request">Request to book</option>
            </Select>
          )}
        </FormField>
      </FormSection>

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
        {saved && !form.formState.isDirty ? (
          <p role="status" className="text-sm text-primary-800">
            Saved.
          </p>
        ) : null}
      </div>
    </form>
  );
}
