import { Link } from 'react-router';
import type { ModeratedMessage } from '@restora/shared/contracts/message-reports';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useModerateMessage, type MessageVerb } from '../api/reported-messages';

// What the operator may do with one message of a reported thread (docs/decisions/conversations.md,
// "Moderation"); each asks first, and each is recorded in the audit trail against the thread.

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function ModeratedMessageActions({
  threadId,
  message,
}: {
  threadId: number;
  message: ModeratedMessage;
}) {
  const moderate = useModerateMessage(threadId);
  const open = message.reports.filter((r) => r.resolution === null).length;
  const sender = message.sender?.name ?? 'a deleted account';
  const run = (verb: MessageVerb, title: string) => async () => {
    await moderate.mutateAsync({ messageId: message.id, verb });
    toast({ title });
  };
  const busy = moderate.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {message.hiddenAt ? (
        <ConfirmButton
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Unhide the message from ${sender}`}
          confirm={{
            title: 'Show this message again?',
            description: 'Both sides see it in the thread again, and it counts as unread again where it was.',
            confirmLabel: 'Show message',
            pendingLabel: 'Showing…',
            onConfirm: run('unhide', 'Message shown again'),
          }}
        >
          Unhide
        </ConfirmButton>
      ) : (
        <ConfirmButton
          size="sm"
          disabled={busy}
          aria-label={`Hide the message from ${sender}`}
          confirm={{
            title: 'Hide this message?',
            description: `Neither the guest nor the host will see it, and it no longer counts as unread.${open ? ` Its ${plural(open, 'open report')} close.` : ''} You can show it again.`,
            confirmLabel: 'Hide message',
            pendingLabel: 'Hiding…',
            onConfirm: run('hide', 'Message hidden'),
          }}
        >
          Hide
        </ConfirmButton>
      )}
      {open > 0 ? (
        <ConfirmButton
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Dismiss the reports of the message from ${sender}`}
          confirm={{
            title: 'Dismiss the reports?',
            description: `The message stays as it is and its ${plural(open, 'open report')} close.`,
            confirmLabel: 'Dismiss reports',
            pendingLabel: 'Dismissing…',
            onConfirm: run('dismiss', 'Reports dismissed'),
          }}
        >
          Dismiss
        </ConfirmButton>
      ) : null}
      {message.sender && !message.sender.suspended ? (
        <ConfirmButton
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Suspend sender ${sender}`}
          confirm={{
            title: `Suspend ${sender}?`,
            description:
              'Every session of the account ends now and it cannot sign in, so it can send nothing more. You can lift the suspension from the account’s page.',
            confirmLabel: 'Suspend account',
            pendingLabel: 'Suspending…',
            destructive: true,
            onConfirm: run('suspend-sender', 'Account suspended'),
          }}
        >
          Suspend sender
        </ConfirmButton>
      ) : null}
      {message.sender?.suspended ? (
        <Link
          to={paths.admin.user.to(message.sender.id)}
          className="text-sm font-medium text-danger underline-offset-4 hover:underline"
        >
          Sender suspended
        </Link>
      ) : null}
    </div>
  );
}
