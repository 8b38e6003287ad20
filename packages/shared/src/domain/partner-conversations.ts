// The partner console's screens of conversations with guests (docs/decisions/conversations.md, "The
// partner's screens"): their words. Plain values, so the site imports them without zod.

export const PARTNER_MESSAGES_TEXTS = {
  title: 'Messages',
  intro: 'Questions and booking talk from your guests. Every member of your organisation sees them.',
  unreadOnly: 'Unread only',
  propertyFilter: 'Property',
  allProperties: 'All properties',
  statusFilter: 'Status',
  allStatuses: 'Open and closed',
  open: 'Open',
  closed: 'Closed',
  empty:
    'No conversations yet. When a guest asks about one of your stays, retreats or services, or books, it appears here.',
  emptyFiltered: 'No conversations match these filters.',
  noMessages: 'No messages yet.',
  back: 'All messages',
  earlier: 'Load earlier messages',
  loadingEarlier: 'Loading…',
  replyLabel: 'Your reply',
  send: 'Send',
  sending: 'Sending…',
  closedNote: 'This conversation is closed: the guest cannot write in it, though you still can.',
  closedButBooking:
    'This conversation is closed, but the guest’s booking is still in progress: they can still write to you.',
  closeThread: 'Close thread',
  reopenThread: 'Reopen thread',
  closeTitle: 'Close this conversation?',
  closeDescription:
    'The guest can no longer write in it, though you still can. A guest whose booking is still in progress keeps a way to reach you.',
  closeConfirm: 'Close thread',
  closePending: 'Closing…',
  reopenTitle: 'Reopen this conversation?',
  reopenDescription: 'The guest can write in it again.',
  reopenConfirm: 'Reopen thread',
  reopenPending: 'Reopening…',
  keep: 'Keep it as it is',
  you: 'You',
} as const;
