import type { PartnerApplicationStatus } from '@restora/shared/domain/partner-texts';
import { cn } from '@/lib/cn';

export const statusLabels: Record<PartnerApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

const tones: Record<PartnerApplicationStatus, string> = {
  pending: 'bg-accent-50 text-accent-700',
  approved: 'bg-primary-50 text-primary-800',
  declined: 'bg-sand-100 text-sand-800',
};

/** An application's status as a small badge. */
export function ApplicationStatus({ status }: { status: PartnerApplicationStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[status])}>
      {statusLabels[status]}
    </span>
  );
}
