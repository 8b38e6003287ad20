import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CreditCard, Lock } from 'lucide-react';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { formatExpiryInput, SAMPLE_CARD } from '@restora/shared/domain/card';
import { ApiError } from '@/lib/api-client';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

type CardPaymentFormProps = {
  /** Pays; throws ApiError on failure (its card.* field messages land on the fields). */
  onPay: (card: CardPayment) => Promise<void>;
  payLabel: string;
  /** Extra fields or notes shown above the card (e.g. service dates). */
  children?: ReactNode;
};

const fieldNames = ['cardName', 'cardNumber', 'expiryDate', 'cvv', 'billingAddress', 'zipCode'] as const;

/**
 * The one card form (docs/decisions/payments.md), prefilled with a sample card that succeeds. While paying,
 * every input is disabled and the button reads 'Processing...'.
 */
const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/payments').then((m) => m.cardPaymentSchema),
);

export function CardPaymentForm({ onPay, payLabel, children }: CardPaymentFormProps) {
  const id = useId();
  const form = useForm<CardPayment>({
    resolver,
    defaultValues: { ...SAMPLE_CARD },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (card) => {
    try {
      await onPay(card);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const name of fieldNames) {
          const message = error.fields?.[`card.${name}`];
          if (message) form.setError(name, { type: 'server', message });
        }
      }
    }
  });

  const expiry = form.register('expiryDate');

  return (
    <form
      onFocus={resolver.preload}
      noValidate
      onSubmit={onSubmit}
      aria-label="Payment"
      className="grid gap-6"
    >
      <fieldset disabled={isSubmitting} className="grid gap-5">
        {children}
        <fieldset className="grid gap-5">
          <legend className="mb-1 flex items-center gap-2 text-lg font-semibold">
            <CreditCard className="size-5 text-primary-700" aria-hidden /> Card details
          </legend>
          <FormField id={`${id}-name`} label="Name on card" error={errors.cardName?.message}>
            {(aria) => <Input autoComplete="cc-name" {...aria} {...form.register('cardName')} />}
          </FormField>
          <FormField id={`${id}-number`} label="Card number" error={errors.cardNumber?.message}>
            {(aria) => (
              <Input
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={16}
                {...aria}
                {...form.register('cardNumber')}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField id={`${id}-expiry`} label="Expiry date" error={errors.expiryDate?.message}>
              {(aria) => (
                <Input
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  maxLength={5}
                  {...aria}
                  {...expiry}
                  onChange={(event) => {
                    event.target.value = formatExpiryInput(event.target.value);
                    void expiry.onChange(event);
                  }}
                />
              )}
            </FormField>
            <FormField id={`${id}-cvv`} label="CVV" error={errors.cvv?.message}>
              {(aria) => (
                <Input
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  {...aria}
                  {...form.register('cvv')}
                />
              )}
            </FormField>
          </div>
          <FormField id={`${id}-address`} label="Billing address" error={errors.billingAddress?.message}>
            {(aria) => <Input autoComplete="street-address" {...aria} {...form.register('billingAddress')} />}
          </FormField>
          <FormField id={`${id}-zip`} label="Zip code" error={errors.zipCode?.message}>
            {(aria) => <Input autoComplete="postal-code" {...aria} {...form.register('zipCode')} />}
          </FormField>
        </fieldset>
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? 'Processing...' : payLabel}
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-xs text-sand-600">
          <Lock className="size-3.5" aria-hidden /> Card numbers are never stored: we keep only the brand and
          last four digits.
        </p>
      </fieldset>
    </form>
  );
}
