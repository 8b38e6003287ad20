import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { Database } from '../../db/client';
import { bookingCalendar } from './calendar';
import { loadBookings, loadOrder, loadRefund, orderRefundedCents } from './mail-details';
import type { MailMessage } from './mail-kinds';
import {
  AccountDeleted,
  accountSubjects,
  ChangeEmail,
  EmailChanged,
  EmailInUse,
  PartnerApplicationReceived,
  PasswordChanged,
  ResetPassword,
  SignUpAttempt,
  VerifyEmail,
} from './templates/account-mail';
import {
  CalendarConflict,
  CalendarFeedFailing,
  PartnerDeclined,
  PartnerInvitation,
  partnerSubjects,
  PropertyUnpublishedByOperator,
} from './templates/partner-mail';
import {
  BookingCancelled,
  BookingCancelledByPartner,
  BookingConfirmed,
  cancelledByPartnerSubject,
  cancelledSubject,
  confirmedSubject,
} from './templates/booking-mail';
import {
  OrderCancelled,
  orderCancelledSubject,
  OrderPlaced,
  OrderStatusChanged,
  placedSubject,
  statusSubject,
} from './templates/order-mail';
import {
  loadRetreatPlace,
  loadWaitlistOffer,
  retreatCalendar,
  RetreatPlaceMail,
  retreatSubject,
  WaitlistOfferMail,
  waitlistOfferSubject,
} from './templates/retreat-mail';
import { ConversationUnread, conversationUnreadSubject } from './templates/conversation-mail';
import {
  BookingRequestDeclined,
  BookingRequestReceived,
  requestDeclinedSubject,
  requestReceivedSubject,
  RetreatRequestDeclined,
  retreatRequestDeclinedSubject,
} from './templates/request-mail';
import {
  BookingRefunded,
  bookingRefundedSubject,
  OrderRefunded,
  orderRefundedSubject,
} from './templates/refund-mail';

export type MailAttachment = { filename: string; content: string; contentType: string };

/** A message ready for the wire: the sender adds From, To and the headers. */
export type ComposedMail = {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
};

export type MailSite = {
  /** The site's public address (PUBLIC_URL), without a trailing slash; every link starts with it. */
  publicUrl: string;
};

type Draft = { subject: string; body: ReactElement; attachments?: MailAttachment[] };

async function draft(db: Database, message: MailMessage, site: MailSite): Promise<Draft> {
  const { publicUrl } = site;
  switch (message.kind) {
    case 'booking.confirmed': {
      const bookings = await loadBookings(db, message.payload.bookingIds);
      if (!bookings.length) throw new Error(`bookings ${message.payload.bookingIds.join(', ')} are gone`);
      const calendar = bookingCalendar(bookings, site);
      return {
        subject: confirmedSubject(bookings),
        body: <BookingConfirmed publicUrl={publicUrl} bookings={bookings} />,
        attachments: calendar ? [calendar] : [],
      };
    }
    case 'booking.cancelled':
    case 'booking.cancelled-by-partner': {
      const [booking] = await loadBookings(db, [message.payload.bookingId]);
      if (!booking) throw new Error(`booking ${message.payload.bookingId} is gone`);
      if (message.kind === 'booking.cancelled-by-partner')
        return {
          subject: cancelledByPartnerSubject(booking),
          body: <BookingCancelledByPartner publicUrl={publicUrl} booking={booking} />,
        };
      return {
        subject: cancelledSubject(booking),
        body: <BookingCancelled publicUrl={publicUrl} booking={booking} />,
      };
    }
    case 'booking.request-received':
      return {
        subject: requestReceivedSubject(message.payload),
        body: <BookingRequestReceived publicUrl={publicUrl} {...message.payload} />,
      };
    case 'booking.request-declined': {
      const [booking] = await loadBookings(db, [message.payload.bookingId]);
      if (!booking) throw new Error(`booking ${message.payload.bookingId} is gone`);
      return {
        subject: requestDeclinedSubject(booking),
        body: (
          <BookingRequestDeclined publicUrl={publicUrl} booking={booking} outcome={message.payload.outcome} />
        ),
      };
    }
    case 'booking.refunded': {
      const [booking] = await loadBookings(db, [message.payload.bookingId]);
      if (!booking) throw new Error(`booking ${message.payload.bookingId} is gone`);
      const refund = await loadRefund(db, message.payload.refundId);
      return {
        subject: bookingRefundedSubject(booking, refund),
        body: <BookingRefunded publicUrl={publicUrl} booking={booking} refund={refund} />,
      };
    }
    case 'order.refunded': {
      const order = await loadOrder(db, message.payload.orderId);
      const refund = await loadRefund(db, message.payload.refundId);
      if (!order || !refund) throw new Error(`order ${message.payload.orderId} or its refund is gone`);
      const refundedCents = await orderRefundedCents(db, order.id);
      return {
        subject: orderRefundedSubject(order, refund),
        body: (
          <OrderRefunded publicUrl={publicUrl} order={order} refund={refund} refundedCents={refundedCents} />
        ),
      };
    }
    case 'order.placed':
    case 'order.cancelled':
    case 'order.status-changed': {
      const order = await loadOrder(db, message.payload.orderId);
      if (!order) throw new Error(`order ${message.payload.orderId} is gone`);
      if (message.kind === 'order.placed')
        return { subject: placedSubject(order), body: <OrderPlaced publicUrl={publicUrl} order={order} /> };
      if (message.kind === 'order.cancelled')
        return {
          subject: orderCancelledSubject(order),
          body: (
            <OrderCancelled
              publicUrl={publicUrl}
              order={order}
              refundedCents={await orderRefundedCents(db, order.id)}
            />
          ),
        };
      const { status } = message.payload;
      return {
        subject: statusSubject(order, status),
        body: <OrderStatusChanged publicUrl={publicUrl} order={order} status={status} />,
      };
    }
    case 'retreat.booked':
    case 'retreat.balance-reminder':
    case 'retreat.balance-paid':
    case 'retreat.balance-declined':
    case 'retreat.cancelled': {
      const place = await loadRetreatPlace(db, message.payload.retreatBookingId);
      const by = message.kind === 'retreat.cancelled' ? message.payload.by : undefined;
      return {
        subject: retreatSubject(message.kind, place),
        body: <RetreatPlaceMail kind={message.kind} by={by} place={place} publicUrl={publicUrl} />,
        attachments: message.kind === 'retreat.booked' ? [retreatCalendar(place, publicUrl)] : [],
      };
    }
    case 'retreat.request-declined': {
      const place = await loadRetreatPlace(db, message.payload.retreatBookingId);
      return {
        subject: retreatRequestDeclinedSubject(place),
        body: (
          <RetreatRequestDeclined publicUrl={publicUrl} place={place} outcome={message.payload.outcome} />
        ),
      };
    }
    case 'retreat.waitlist-offer': {
      const offer = await loadWaitlistOffer(db, message.payload.waitlistEntryId);
      return {
        subject: waitlistOfferSubject(offer),
        body: <WaitlistOfferMail offer={offer} publicUrl={publicUrl} />,
      };
    }
    case 'partner.application-received':
      return {
        subject: accountSubjects[message.kind],
        body: <PartnerApplicationReceived publicUrl={publicUrl} {...message.payload} />,
      };
    case 'partner.invitation':
      return {
        subject: partnerSubjects[message.kind](message.payload),
        body: <PartnerInvitation publicUrl={publicUrl} {...message.payload} />,
      };
    case 'partner.application-declined':
      return {
        subject: partnerSubjects[message.kind](message.payload),
        body: <PartnerDeclined publicUrl={publicUrl} {...message.payload} />,
      };
    case 'property.unpublished-by-operator':
      return {
        subject: partnerSubjects[message.kind](message.payload),
        body: <PropertyUnpublishedByOperator publicUrl={publicUrl} {...message.payload} />,
      };
    case 'calendar.conflict':
      return {
        subject: partnerSubjects[message.kind](message.payload),
        body: <CalendarConflict publicUrl={publicUrl} {...message.payload} />,
      };
    case 'calendar.feed-failing':
      return {
        subject: partnerSubjects[message.kind](message.payload),
        body: <CalendarFeedFailing publicUrl={publicUrl} {...message.payload} />,
      };
    case 'conversation.unread':
      return {
        subject: conversationUnreadSubject(message.payload),
        body: <ConversationUnread publicUrl={publicUrl} {...message.payload} />,
      };
    case 'account.reset-password':
      return {
        subject: accountSubjects[message.kind],
        body: <ResetPassword publicUrl={publicUrl} {...message.payload} />,
      };
    case 'account.verify-email':
      return {
        subject: accountSubjects[message.kind],
        body: <VerifyEmail publicUrl={publicUrl} {...message.payload} />,
      };
    case 'account.sign-up-attempt':
      return {
        subject: accountSubjects[message.kind],
        body: <SignUpAttempt publicUrl={publicUrl} {...message.payload} />,
      };
    case 'account.email-in-use':
      return {
        subject: accountSubjects[message.kind],
        body: <EmailInUse publicUrl={publicUrl} {...message.payload} />,
      };
    case 'account.change-email':
      return {
        subject: accountSubjects[message.kind],
        body: <ChangeEmail publicUrl={publicUrl} {...message.payload} />,
      };
    case 'account.email-changed':
      return {
        subject: accountSubjects[message.kind],
        body: <EmailChanged publicUrl={publicUrl} {...message.payload} />,
      };
    case 'account.password-changed':
      return {
        subject: accountSubjects[message.kind],
        body: <PasswordChanged publicUrl={publicUrl} {...message.payload} />,
      };
    case 'account.deleted':
      return {
        subject: accountSubjects[message.kind],
        body: <AccountDeleted publicUrl={publicUrl} {...message.payload} />,
      };
  }
}

/**
 * Builds a message from its outbox row: loads what the kind names (a booking, an order) and renders it,
 * as HTML, and as plain text made from that HTML. Runs in the sender, outside any transaction.
 */
export async function composeMail(db: Database, message: MailMessage, site: MailSite): Promise<ComposedMail> {
  const { subject, body, attachments = [] } = await draft(db, message, site);
  const html = await render(body);
  return { subject, html, text: toPlainText(html), attachments };
}
