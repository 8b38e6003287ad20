/**
 * Every e-mail Restora sends, by kind, with what its outbox row carries (docs/decisions/email.md).
 * Ids where the record outlives the message; the words themselves where they may be gone by the time
 * the sender runs (a deleted account's name) or must never be stored elsewhere (a one-time link).
 */
export type MailPayloads = {
  /** A paid stay booking, or the service bookings one payment made. */
  'booking.confirmed': { bookingIds: number[] };
  'booking.cancelled': { bookingId: number };
  /** The property's partner cancelled it: their reason and the refund are read from the booking. */
  'booking.cancelled-by-partner': { bookingId: number };
  /**
   * The operator gave back (part of) a booking, and perhaps cancelled it: the amount is read from the
   * refund (none for a free booking cancelled), the rest from the booking.
   */
  'booking.refunded': { bookingId: number; refundId: number | null };
  /**
   * To each member of the property's organisation: a guest asks to book (docs/decisions/request-to-book.md);
   * the words are kept as they were, the thread's path is where to answer.
   */
  'booking.request-received': {
    /** A place on a retreat (`roomTitle`: the retreat and its option; the dates its start and end). */
    retreat?: boolean;
    name: string;
    guestName: string;
    propertyName: string;
    roomTitle: string;
    checkIn: string;
    checkOut: string;
    expiresAt: string;
    path: string;
  };
  /** To the guest: the host declined the request, or did not answer in time; nothing was charged. */
  'booking.request-declined': { bookingId: number; outcome: 'declined' | 'expired' | 'failed' };
  /** The same for a place requested on a retreat on request. */
  'retreat.request-declined': { retreatBookingId: number; outcome: 'declined' | 'expired' | 'failed' };
  'order.placed': { orderId: number };
  'order.cancelled': { orderId: number };
  /** The operator moved an order along (shipped, delivered, ...). */
  'order.status-changed': { orderId: number; status: string };
  /** The operator gave back (part of) an order; a full refund of an unsent order cancels it. */
  'order.refunded': { orderId: number; refundId: number };
  /** A retreat place paid for (deposit or all): the program, the dates as .ics, the balance and its day. */
  'retreat.booked': { retreatBookingId: number };
  /** Seven days before the balance is charged. */
  'retreat.balance-reminder': { retreatBookingId: number };
  'retreat.balance-paid': { retreatBookingId: number };
  /** The balance was declined: update the card on the dashboard; the next try's day. */
  'retreat.balance-declined': { retreatBookingId: number };
  /** The place is cancelled: who cancelled (the guest, the host, Restora, or the balance unpaid) and the refund. */
  'retreat.cancelled': { retreatBookingId: number; by: 'guest' | 'partner' | 'operator' | 'unpaid' };
  /** A spot of a full option is free and held for 48 hours. */
  'retreat.waitlist-offer': { waitlistEntryId: number };
  /** To the applicant: we have it and will answer. */
  'partner.application-received': { name: string; businessName: string };
  /** Approved: a one-time link to /partner/invitation, valid for 7 days (docs/decisions/partners.md). */
  'partner.invitation': { name: string; organisationName: string; url: string; expiresAt: string };
  /** Declined, with the admin's note. */
  'partner.application-declined': { name: string; businessName: string; note: string };
  /** To each member of the organisation: the operator took one of its properties out of search. */
  'property.unpublished-by-operator': { name: string; propertyName: string };
  /**
   * To each member of the room's organisation: an imported calendar claims nights a Restora booking (or a
   * retreat's program) holds (docs/decisions/calendar-sync.md); the booking stands. Mails queued before
   * retreats could conflict have only `bookingId`.
   */
  'calendar.conflict': {
    name: string;
    roomId: number;
    roomTitle: string;
    feedName: string;
    conflicts: {
      from: string;
      to: string;
      bookingId: number | null;
      retreatId?: number | null;
      retreatTitle?: string | null;
    }[];
  };
  /** To each member: an imported calendar has failed for a day; its last good nights stay blocked. */
  'calendar.feed-failing': {
    name: string;
    roomId: number;
    roomTitle: string;
    feedName: string;
    error: string;
  };
  /**
   * New messages still unread at the end of a quarter of an hour (docs/decisions/conversations.md,
   * "Digests"): from whom, about which property, and the thread's path (/messages/{id} or /partner/messages/{id}).
   */
  'conversation.unread': { name: string; from: string; propertyName: string; path: string; unread: number };
  /** A one-time link to /reset-password, valid for an hour. */
  'account.reset-password': { name: string; url: string };
  /** A link that marks the address verified. */
  'account.verify-email': { name: string; url: string };
  /**
   * To the owner of an address someone tried to register again (docs/decisions/account-recovery.md): sign
   * in or reset the password; nothing changed.
   */
  'account.sign-up-attempt': { name: string };
  /** To the new address: confirm it before it replaces the old one. */
  'account.change-email': { name: string; url: string; newEmail: string };
  /**
   * To an address another account asked to move to, which has an account of its own: nothing changed
   * (docs/decisions/account-recovery.md).
   */
  'account.email-in-use': { name: string };
  /** To the old address: a notice that the account now uses another. */
  'account.email-changed': { name: string; newEmail: string };
  'account.password-changed': { name: string };
  'account.deleted': { name: string };
};

export type MailKind = keyof MailPayloads;

export type MailMessage<K extends MailKind = MailKind> = {
  [T in K]: { kind: T; to: string; payload: MailPayloads[T] };
}[K];

export const mailKinds = [
  'booking.confirmed',
  'booking.cancelled',
  'booking.cancelled-by-partner',
  'booking.refunded',
  'booking.request-received',
  'booking.request-declined',
  'order.placed',
  'order.cancelled',
  'order.status-changed',
  'order.refunded',
  'retreat.booked',
  'retreat.balance-reminder',
  'retreat.balance-paid',
  'retreat.balance-declined',
  'retreat.cancelled',
  'retreat.waitlist-offer',
  'retreat.request-declined',
  'partner.application-received',
  'partner.invitation',
  'partner.application-declined',
  'property.unpublished-by-operator',
  'calendar.conflict',
  'calendar.feed-failing',
  'conversation.unread',
  'account.reset-password',
  'account.verify-email',
  'account.sign-up-attempt',
  'account.change-email',
  'account.email-in-use',
  'account.email-changed',
  'account.password-changed',
  'account.deleted',
] as const satisfies readonly MailKind[];
