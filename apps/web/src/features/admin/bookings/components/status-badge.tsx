import { cn } from '@/lib/cn';

const tones: Record<string, string> = {
  confirmed: 'bg-primary-50 text-primary-800',
  succeeded: 'bg-primary-50 text-primary-800',
  delivered: 'bg-primary-50 text-primary-800',
  shipped: 'bg-sky-50 text-sky-900',
  processing: 'bg-sand-100 text-ink',
  pre_ordered: 'bg-indigo-50 text-indigo-900',
  pending: 'bg-amber-50 text-amber-900',
  cancelled: 'bg-sand-100 text-sand-700',
  failed: 'bg-red-50 text-danger',
  payment_failed: 'bg-red-50 text-danger',
};

/** A booking's, order's, payment's or refund's status as a small label. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 font-sans text-xs font-medium capitalize',
        tones[status] ?? 'bg-sand-100 text-ink',
      )}
    >
      {status.replace('_', ' ')}
    </span>
  );
}
