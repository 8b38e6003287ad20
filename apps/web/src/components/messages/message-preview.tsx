import type { ConversationSummary } from '@restora/shared/contracts/conversations';
import { GUEST_MESSAGES_TEXTS as T } from '@restora/shared/domain/conversations';
import { cn } from '@/lib/cn';

/**
 * An inbox line's start of the latest message (docs/decisions/conversations.md, "Inbox pages"), the
 * caller's own marked "You:". Plain text, one line on wide screens, two on phones.
 */
export function MessagePreview({
  last,
  unread,
}: {
  last: ConversationSummary['lastMessage'];
  unread: boolean;
}) {
  if (!last) return null;
  return (
    <span
      data-testid="message-preview"
      className={cn(
        'line-clamp-2 text-sm wrap-anywhere sm:line-clamp-1',
        unread ? 'text-sand-900' : 'text-sand-600',
      )}
    >
      {last.mine ? <span className="font-medium">{T.you}: </span> : null}
      {last.preview}
    </span>
  );
}
