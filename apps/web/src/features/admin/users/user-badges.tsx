import type { AdminUserRow } from '@restora/shared/contracts/admin-users';
import { cn } from '@/lib/cn';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

export function RoleBadge({ role }: { role: AdminUserRow['role'] }) {
  return role === 'admin' ? (
    <span className={cn(badge, 'bg-primary-100 text-primary-800')}>Administrator</span>
  ) : (
    <span className={cn(badge, 'bg-sand-100 text-sand-800')}>Guest</span>
  );
}

/** Deleted, suspended or active: words, not only a colour. */
export function AccountStatus({ user }: { user: Pick<AdminUserRow, 'suspended' | 'deleted'> }) {
  if (user.deleted) return <span className={cn(badge, 'bg-sand-100 text-sand-800')}>Deleted</span>;
  if (user.suspended) return <span className={cn(badge, 'bg-danger/10 text-danger')}>Suspended</span>;
  return <span className={cn(badge, 'bg-primary-50 text-primary-800')}>Active</span>;
}
