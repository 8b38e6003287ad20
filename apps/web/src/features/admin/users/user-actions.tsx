import { useState } from 'react';
import type { AdminUserDetail } from '@restora/shared/contracts/admin-users';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useUpdateUser, type UserChange } from './api/update-user';

type Pending = { change: UserChange; title: string; text: string; confirm: string; done: string };

/**
 * The role and suspension buttons; each asks for confirmation first (docs/decisions/admin-back-office.md),
 * and closing the question gives focus back to the button. A refusal (the last administrator, one's own
 * account, which the API answers) is shown in the dialog, which stays open.
 */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const update = useUpdateUser(user.id);
  // The question asked last; it outlives `asking` so the dialog keeps its words while it closes.
  const [pending, setPending] = useState<Pending | null>(null);
  const [asking, setAsking] = useState(false);
  const who = user.name || user.email;

  const ask = (p: Pending) => {
    setPending(p);
    setAsking(true);
  };
  const run = async () => {
    if (!pending) return;
    await update.mutateAsync(pending.change);
    toast({ title: pending.done });
  };

  return (
    <div className="flex flex-wrap gap-2">
      {user.role === 'admin' ? (
        <Button
          variant="outline"
          onClick={() =>
            ask({
              change: { kind: 'role', role: 'guest' },
              title: `Remove ${who}'s administrator role?`,
              text: 'They keep their account, bookings and orders, and can no longer open the back office.',
              confirm: 'Remove administrator role',
              done: `${who} is no longer an administrator`,
            })
          }
        >
          Remove administrator role
        </Button>
      ) : (
        <Button
          variant="outline"
          disabled={user.deleted}
          onClick={() =>
            ask({
              change: { kind: 'role', role: 'admin' },
              title: `Make ${who} an administrator?`,
              text: 'They will be able to open the back office and change everything in it.',
              confirm: 'Make administrator',
              done: `${who} is now an administrator`,
            })
          }
        >
          Make administrator
        </Button>
      )}
      {user.suspended ? (
        <Button
          variant="outline"
          onClick={() =>
            ask({
              change: { kind: 'unsuspend' },
              title: `Unsuspend ${who}?`,
              text: 'They will be able to sign in again.',
              confirm: 'Unsuspend',
              done: `${who} can sign in again`,
            })
          }
        >
          Unsuspend
        </Button>
      ) : (
        <Button
          variant="outline"
          className="border-danger/40 text-danger hover:bg-danger/5"
          disabled={user.deleted}
          onClick={() =>
            ask({
              change: { kind: 'suspend' },
              title: `Suspend ${who}?`,
              text: 'Every session of this account ends now, and it cannot sign in until it is unsuspended.',
              confirm: 'Suspend',
              done: `${who} is suspended`,
            })
          }
        >
          Suspend
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={pending?.title ?? ''}
        description={pending?.text}
        confirmLabel={pending?.confirm ?? ''}
        onConfirm={run}
      />
    </div>
  );
}
