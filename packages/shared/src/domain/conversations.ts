// Conversations between guests and the organisations that run properties (docs/decisions/conversations.md):
// limits, messages and texts, the same on both sides. Plain values, so the site imports them without zod.

export const MESSAGE_MAX = 5000;

/** Threads a page of an inbox holds; messages a page of a thread holds. */
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 50;

/** Photos one message may carry (docs/decisions/conversations.md, "Photos in messages"). */
export const MESSAGE_PHOTOS_MAX = 4;
/** Photos one person may have added to a thread and not sent yet (a guard against piling up uploads). */
export const MESSAGE_PHOTOS_WAITING_MAX = 20;
export const MESSAGE_PHOTOS_TEXTS = {
  tooMany: `A message carries at most ${MESSAGE_PHOTOS_MAX} photos`,
  twice: 'Each photo can be added once',
  tooManyWaiting: `You have ${MESSAGE_PHOTOS_WAITING_MAX} photos waiting to be sent here. Send a message with some of them first.`,
  notFound: 'Photo not found',
  tooFast: 'You have added many photos in a short time. Please wait and try again.',
  notYours: 'A photo is not one you added to this conversation, or it was already sent',
  add: 'Add photos',
  remove: 'Remove photo',
  uploading: 'Adding photo…',
  photoAlt: (n: number) => `Photo ${n} in the message`,
} as const;

export const MESSAGE_REQUIRED = 'Write a message';
export const MESSAGE_TOO_LONG = `A message is at most ${MESSAGE_MAX.toLocaleString('en-US')} characters`;

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
/** Asking about a room, retreat or service that is not shown to travellers, or has no host to answer. */
export const NOTHING_TO_ASK_ABOUT = 'There is no host to ask about this.';
/** A member of the organisation asking about its own property: one person cannot be both sides. */
export const OWN_PROPERTY = 'You are a host of this property: there is no one to ask.';
/** The partner closed the thread; a booking still in progress keeps it open to the guest. */
export const CONVERSATION_CLOSED = 'The host has closed this conversation: it takes no new messages.';
export const TOO_MANY_MESSAGES = 'You have sent many messages in a short time. Please wait and try again.';

/** Shown for a guest whose account is deleted. */
export const DELETED_GUEST = 'Deleted account';

/** The two sides of a thread. */
export const CONVERSATION_SIDES = ['guest', 'partner'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

export const CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** What a question before booking is about. */
export const ASK_ABOUT_KINDS = ['room', 'retreat', 'service'] as const;
export type AskAboutKind = (typeof ASK_ABOUT_KINDS)[number];

/** The guest's screens' words (/messages, /messages/{id}, "Ask the host"). */
export const GUEST_MESSAGES_TEXTS = {
  inboxTitle: 'Messages',
  inboxIntro: 'Your conversations with the hosts of the places you stay or ask about.',
  signInPrompt: 'Please log in to read your messages',
  unreadOnly: 'Unread only',
  emptyTitle: 'No messages yet',
  emptyText: 'Ask a host a question from any stay, retreat or service page, and the conversation shows here.',
  emptyUnreadTitle: 'No unread messages',
  emptyUnreadText: 'You have read every message. Clear the filter to see all your conversations.',
  findStays: 'Find stays',
  threadNotFound: 'Conversation not found',
  backToInbox: 'All messages',
  loadEarlier: 'Load earlier messages',
  noMessagesYet: 'No messages yet: write the first one.',
  replyLabel: 'Your message',
  send: 'Send',
  sending: 'Sending…',
  you: 'You',
  closed: 'Closed',
  askHostTitle: 'Ask the host',
  askHostDescription:
    'Your question goes to the people who run this place. Their answer shows in your messages.',
} as const;

/** "3 unread" as the badge says it. */
export const unreadText = (count: number) => `${count} unread`;

/** How much of the latest message an inbox shows. */
export const PREVIEW_MAX = 120;

/** The start of a message for an inbox line: runs of spaces and line breaks made one space, cut at a word. */
export function messagePreview(body: string, max = PREVIEW_MAX): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
