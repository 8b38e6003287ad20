import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { shippingAddressSchema, type ShippingAddressInput } from '@restora/shared/contracts/shop';
import type { ApiError } from '../../../lib/api-client';

export const addressFieldNames = ['name', 'line1', 'line2', 'city', 'postalCode', 'country'] as const;

const empty: ShippingAddressInput = { name: '', line1: '', line2: '', city: '', postalCode: '', country: '' };

/** The shipping address, validated with the shared schema; kept in its own form so a failed payment keeps it. */
export function useShippingAddressForm() {
  const form = useForm<ShippingAddressInput>({
    resolver: zodResolver(shippingAddressSchema),
    defaultValues: empty,
  });

  /** Validates (showing the errors, focusing the first) and returns the clean address, or null. */
  const validAddress = async () => {
    const ok = await form.trigger(undefined, { shouldFocus: true });
    return ok ? shippingAddressSchema.parse(form.getValues()) : null;
  };

  /** Puts the server's 'shippingAddress.*' messages on their fields; true when there was one. */
  const applyServerErrors = (error: ApiError) => {
    let any = false;
    for (const name of addressFieldNames) {
      const message = error.fields?.[`shippingAddress.${name}`];
      if (message) {
        form.setError(name, { type: 'server', message }, { shouldFocus: !any });
        any = true;
      }
    }
    return any;
  };

  return { form, validAddress, applyServerErrors };
}

export type ShippingAddressForm = ReturnType<typeof useShippingAddressForm>['form'];
