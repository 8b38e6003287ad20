import { Info, PackageOpen } from 'lucide-react';

type CartNoticesProps = { hasPreOrders: boolean; mixed: boolean };

/** Spec /cart: pre-orders are charged now and shipped later; a mixed cart ships in two parts. */
export function CartNotices({ hasPreOrders, mixed }: CartNoticesProps) {
  if (!hasPreOrders) return null;
  return (
    <div className="grid gap-3">
      <p className="flex gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 text-sm text-primary-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        Pre-order items are charged now and shipped as soon as they become available.
      </p>
      {mixed ? (
        <p className="flex gap-3 rounded-xl border border-accent-200 bg-accent-50 p-4 text-sm text-accent-700">
          <PackageOpen className="mt-0.5 size-4 shrink-0" aria-hidden />
          Your order mixes items available now and pre-order items: they ship separately. Items available now
          ship right away; pre-order items ship when they are released.
        </p>
      ) : null}
    </div>
  );
}
