import { useForm } from 'react-hook-form';
import type { ShippingAddressInput } from '@restora/shared/contracts/shop';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import type { ApiError } from '@/lib/api-client';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/shop').then((m) => m.shippingAddressSchema),
);

export const addressFieldNames = ['name', 'line1', 'line2', 'city', 'postalCode', 'country'] as const;

const empty: ShippingAddressInput = { name: '', line1: '', line2: '', city: '', postalCode: '', country: '' };

/** The shipping address, validated with the shared schema; kept in its own form so a failed payment keeps it. */
export function useShippingAddressForm() {
  const form = useForm<ShippingAddressInput>({
    resolver,
    defaultValues: empty,
  });

  /** Validates (showing the errors, focusing the first) and returns the clean address, or null. */
  const validAddress = async () => {
    const ok = await form.trigger(undefined, { shouldFocus: true });
    if (!ok) return null;
    const { shippingAddressSchema } = await import('@restora/shared/contracts/shop'); // loaded by trigger
    return shippingAddressSchema.parse(form.getValues());
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
