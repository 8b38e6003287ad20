import { lazy, Suspense, type ComponentProps } from 'react';

// The card form (and react-hook-form with it) loads when a guest chooses to pay, not with the retreat's
// page or the dashboard (docs/decisions/bundle-budget.md).
const CardPaymentForm = lazy(() =>
  import('@/components/payment/card-payment-form').then((m) => ({ default: m.CardPaymentForm })),
);

export function CardFormOnDemand(props: ComponentProps<typeof CardPaymentForm>) {
  return (
    <Suspense fallback={<p className="text-sm text-sand-700">Loading the card form…</p>}>
      <CardPaymentForm {...props} />
    </Suspense>
  );
}
