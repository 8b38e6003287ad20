import { useId } from 'react';
import { MapPin } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ShippingAddressForm } from './use-shipping-address-form';

/**
 * The address inputs, rendered inside the card form so one submit pays (and its fieldset disables them
 * while paying).
 */
export function ShippingAddressFields({ form }: { form: ShippingAddressForm }) {
  const id = useId();
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-5 border-b border-sand-200 pb-6">
      <legend className="mb-1 flex items-center gap-2 text-lg font-semibold">
        <MapPin className="size-5 text-primary-700" aria-hidden /> Shipping address
      </legend>
      <FormField id={`${id}-name`} label="Full name" error={errors.name?.message}>
        {(aria) => <Input autoComplete="shipping name" {...aria} {...form.register('name')} />}
      </FormField>
      <FormField id={`${id}-line1`} label="Address line 1" error={errors.line1?.message}>
        {(aria) => <Input autoComplete="shipping address-line1" {...aria} {...form.register('line1')} />}
      </FormField>
      <FormField id={`${id}-line2`} label="Address line 2 (optional)" error={errors.line2?.message}>
        {(aria) => <Input autoComplete="shipping address-line2" {...aria} {...form.register('line2')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-city`} label="City" error={errors.city?.message}>
          {(aria) => <Input autoComplete="shipping address-level2" {...aria} {...form.register('city')} />}
        </FormField>
        <FormField id={`${id}-postal`} label="Postal code" error={errors.postalCode?.message}>
          {(aria) => <Input autoComplete="shipping postal-code" {...aria} {...form.register('postalCode')} />}
        </FormField>
      </div>
      <FormField id={`${id}-country`} label="Country" error={errors.country?.message}>
        {(aria) => <Input autoComplete="shipping country-name" {...aria} {...form.register('country')} />}
      </FormField>
    </fieldset>
  );
}
