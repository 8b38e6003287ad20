// Reporting a message of a conversation to Restora's team, and the operator's words about it
// (docs/decisions/conversations.md, "Moderation"). Pure values: used by the form, the contract and the API.

export const MESSAGE_REPORT_REASONS = ['harassment', 'spam', 'scam', 'inappropriate', 'other'] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

/** What each reason says, in the order the form offers them. */
export const MESSAGE_REPORT_REASON_LABELS: Record<MessageReportReason, string> = {
  harassment: 'Harassment or threats',
  spam: 'Spam or advertising',
  scam: 'Scam, or asks to pay outside Restora',
  inappropriate: 'Offensive or inappropriate',
  other: 'Something else',
};

export const MESSAGE_REPORT_NOTE_MAX = 500;

export const MESSAGE_REPORT_TEXTS = {
  action: 'Report',
  title: 'Report this message',
  description: 'Tell Restora’s team what is wrong. The other side is not told who reported it.',
  reasonLabel: 'What is wrong?',
  reasonRequired: 'Choose what is wrong with this message',
  noteLabel: 'Anything to add? (optional)',
  noteRequired: 'Tell us a few words about what is wrong',
  noteTooLong: `Keep it under ${MESSAGE_REPORT_NOTE_MAX} characters`,
  submit: 'Send report',
  submitting: 'Sending…',
  cancel: 'Cancel',
  thanks: 'Thank you. Our team will review this message.',
  reported: 'Reported',
  messageNotFound: 'Message not found',
  ownMessage: 'You cannot report your own message.',
  tooMany: 'You have sent many reports in a short time. Please wait and try again.',
} as const;

/** The operator's words in the back office. */
export const MESSAGE_MODERATION_TEXTS = {
  threadNotFound: 'No reported conversation with this number',
  alreadyDismissed: 'This message has no open reports.',
  senderGone: 'The sender’s account no longer exists.',
  ownAccount: 'You cannot suspend your own account.',
} as const;
