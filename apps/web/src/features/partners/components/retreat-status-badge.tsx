import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { cn } from '@/lib/cn';

const LOOKS: Record<PartnerRetreat['status'], { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'bg-sand-100 text-sand-800' },
  published: { label: 'Published', className: 'bg-primary-100 text-primary-900' },
  cancelled: { label: 'Cancelled', className: 'bg-red-50 text-red-900' },
};

/** Where a retreat stands: draft, published or cancelled. */
export function RetreatStatusBadge({ status }: { status: PartnerRetreat['status'] }) {
  const look = LOOKS[status];
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', look.className)}>
      {look.label}
    </span>
  );
}
