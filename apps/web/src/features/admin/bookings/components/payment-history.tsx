import type { AdminPayment, AdminRefund } from '@restora/shared/contracts/admin-bookings';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useRetryRefund } from '../api/retry-refund';
import { money, moment } from './format';
import { StatusBadge } from './status-badge';

const who = (r: AdminRefund) =>
  [r.requestedBy === 'operator' ? 'Restora' : r.requestedBy, r.requestedByName ?? r.requestedByEmail]
    .filter(Boolean)
    .join(' · ');

function RetryButton({ refund, detailKey }: { refund: AdminRefund; detailKey: readonly unknown[] }) {
  const retry = useRetryRefund(detailKey);
  const onRetry = async () => {
    try {
      const after = await retry.mutateAsync(refund.id);
      toast(
        after.status === 'succeeded'
          ? { title: `Refund of ${money(after.amountCents)} made` }
          : { title: 'The provider refused the refund again', description: after.failureReason ?? undefined },
      );
    } catch (error) {
      toast({ title: error instanceof Error ? error.message : 'The refund could not be retried.' });
    }
  };
  return (
    <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => void onRetry()}>
      {retry.isPending ? 'Retrying...' : 'Retry refund'}
    </Button>
  );
}

/** The charge and every refund of it, oldest first; a failed refund can be retried. */
export function PaymentHistory({
  payment,
  refunds,
  detailKey,
}: {
  payment: AdminPayment;
  refunds: AdminRefund[];
  detailKey: readonly unknown[];
}) {
  return (
    <section aria-labelledby="payment-history" className="mt-8">
      <h2 id="payment-history" className="text-xl font-semibold">
        Payment history
      </h2>
      <ol className="mt-3 grid gap-3">
        <li className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              Charged {money(payment.amountCents)}{' '}
              <span className="font-normal text-sand-700">· {payment.card}</span>
            </p>
            <StatusBadge status={payment.status} />
          </div>
          <p className="mt-1 break-all text-sm text-sand-700">
            {moment(payment.createdAt)} · {payment.provider} {payment.providerRef ?? 'no reference'}
            {payment.failureReason ? ` · ${payment.failureReason}` : ''}
          </p>
        </li>
        {refunds.map((r) => (
          <li key={r.id} className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">Refund of {money(r.amountCents)}</p>
              <StatusBadge status={r.status} />
            </div>
            <p className="mt-1 text-sm">{r.reason}</p>
            <p className="mt-1 break-all text-sm text-sand-700">
              {moment(r.createdAt)} · asked by {who(r)}
              {r.providerRef ? ` · ${r.providerRef}` : ''}
              {r.failureReason ? ` · failed: ${r.failureReason}` : ''}
            </p>
            {r.status === 'failed' ? (
              <div className="mt-3">
                <RetryButton refund={r} detailKey={detailKey} />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
