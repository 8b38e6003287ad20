import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { partnerKeys } from './partner-query-keys';
import { queryKeys } from './query-keys';

// The browser's side of live updates (docs/decisions/conversations.md, "Live updates"), loaded only once a
// signed-in page has hydrated (use-live-updates.ts). One EventSource per tab, whoever asks for it. An event
// names a thread that changed, never its words: the queries that show it are asked again through the API,
// which checks who is asking. Only queries on screen refetch; the others are marked stale.

type LiveEvent = { kind: 'message' | 'read'; conversationId: number } | { kind: 'resync' };

export const LIVE_URL = '/api/conversations/events';

/** What an event makes stale: the counts and inboxes of both sides, and on a message its thread. */
export function staleKeys(event: LiveEvent): QueryKey[] {
  const counts: QueryKey[] = [
    queryKeys.conversations.unread(),
    queryKeys.conversations.lists(),
    partnerKeys.conversationsUnread(),
    [...partnerKeys.conversations(), 'page'],
  ];
  if (event.kind === 'resync') return [queryKeys.conversations.all(), partnerKeys.conversations()];
  // A read moved the reader's own marks: the thread on screen is already the one read.
  if (event.kind === 'read') return counts;
  return [
    ...counts,
    queryKeys.conversations.one(event.conversationId),
    partnerKeys.conversation(event.conversationId),
  ];
}

let source: EventSource | undefined;
let users = 0;

function open(queryClient: QueryClient) {
  const next = new EventSource(LIVE_URL);
  let interrupted = false;
  const refresh = (event: LiveEvent) => {
    for (const queryKey of staleKeys(event)) void queryClient.invalidateQueries({ queryKey });
  };
  next.onmessage = (message: MessageEvent<string>) => {
    try {
      refresh(JSON.parse(message.data) as LiveEvent);
    } catch {
      // Not an event of ours: ignored.
    }
  };
  // EventSource reconnects by itself (the server ends each stream after some minutes); what happened
  // in between was not told, so everything is asked again once it is back. A refusal (signed out,
  // too many tabs) closes it for good: the page still refreshes on focus and on reload.
  next.onerror = () => {
    interrupted = true;
  };
  next.onopen = () => {
    if (interrupted) refresh({ kind: 'resync' });
    interrupted = false;
  };
  return next;
}

/** Opens the tab's stream (or shares the open one); the returned release closes it with its last user. */
export function openLiveUpdates(queryClient: QueryClient): () => void {
  users += 1;
  source ??= open(queryClient);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0) {
      source?.close();
      source = undefined;
    }
  };
}
