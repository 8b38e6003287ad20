import type { AdminOrderDetail } from '@restora/shared/contracts/admin-bookings';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useSetAdminOrderStatus } from '../api/update-admin-order';

const stepLabel: Record<string, string> = { shipped: 'Mark shipped', delivered: 'Mark delivered' };

/**
 * The one next step the order may take (the API refuses any other). It e-mails the customer and cannot be
 * taken back, so it asks first (docs/decisions/admin-back-office.md).
 */
export function NextStep({ order }: { order: AdminOrderDetail }) {
  const move = useSetAdminOrderStatus(order.id);
  const next = order.nextStatus;
  if (!next) return null;
  const label = stepLabel[next] ?? `Mark ${next}`;
  return (
    <ConfirmButton
      variant="outline"
      confirm={{
        title: `Mark order #${order.id} ${next}?`,
        description: `${order.customerName} is e-mailed that the order is ${next}. An order does not go back a step.`,
        confirmLabel: `${label} and e-mail the customer`,
        onConfirm: async () => {
          await move.mutateAsync(next);
          toast({ title: `Order #${order.id} is ${next}; the customer has been e-mailed` });
        },
      }}
    >
      {label}
    </ConfirmButton>
  );
}
