import { z } from 'zod';
import { BOOKING_MODES } from '../domain/booking-requests';
import { messageBodySchema } from './conversations';

// Request to book (docs/decisions/request-to-book.md).

/** Instant booking, or request to book: the partner's setting of a property, a room or a retreat. */
export const bookingModeSchema = z.enum(BOOKING_MODES, {
  error: 'Choose instant booking or request to book',
});

/** The host declines with a message, posted in the booking's thread. */
export const declineRequestSchema = z.object({ message: messageBodySchema });
export type DeclineRequestInput = z.input<typeof declineRequestSchema>;

/** A request to book as the host sees it. */
export const partnerBookingRequestSchema = z.object({
  id: z.number(),
  status: z.enum(['requested', 'confirmed', 'declined', 'expired', 'payment_failed']),
  propertyId: z.number(),
  propertyName: z.string(),
  roomId: z.number(),
  roomTitle: z.string(),
  /** First name and initial, as in the messages. */
  guestName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().nullable(),
  totalCents: z.number().int(),
  requestExpiresAt: z.string().nullable(),
  /** The booking's thread, where the guest's message is. */
  conversationId: z.number().nullable(),
});
export type PartnerBookingRequest = z.infer<typeof partnerBookingRequestSchema>;

export const partnerBookingRequestsSchema = z.object({ items: z.array(partnerBookingRequestSchema) });
export type PartnerBookingRequests = z.infer<typeof partnerBookingRequestsSchema>;
