import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PartnerBookingRequests } from '@restora/shared/contracts/booking-requests';
import {
  REQUEST_ALREADY_ANSWERED,
  REQUEST_CAPTURE_FAILED,
  REQUEST_EXPIRED,
  REQUEST_NOT_FOUND,
} from '@restora/shared/domain/booking-requests';
import { reviewerName } from '@restora/shared/domain/review-replies';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { conversations } from '../../db/schema/conversations';
import { properties, stayRooms } from '../../db/schema/stays';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { AppError } from '../../errors';
import { postDeclineMessage } from '../conversations';
import type { DomainEvents } from '../events/domain-events';
import { memberOrganisationIds } from '../organisations';
import { claimRequest, finishRequest } from './settle-request';

// The host's answer to a request to book (docs/decisions/request-to-book.md). Only members of the
// property's organisation see or answer it: another organisation's request is a 404, like one that does
// not exist; an account in no organisation is a 403.

type Deps = { db: Database; provider: PaymentProvider; events: DomainEvents };

function selectRequests(db: Database) {
  return db
    .select({
      booking: bookings,
      propertyId: properties.id,
      propertyName: properties.name,
      roomTitle: stayRooms.title,
      guestName: user.name,
      conversationId: conversations.id,
    })
    .from(bookings)
    .innerJoin(stayRooms, eq(stayRooms.id, bookings.roomId))
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .leftJoin(user, eq(user.id, bookings.userId))
    .leftJoin(conversations, eq(conversations.bookingId, bookings.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>['where']>>[number];

const toRequest = (r: Row): PartnerBookingRequests['items'][number] => ({
  id: r.booking.id,
  status: r.booking.status as PartnerBookingRequests['items'][number]['status'],
  propertyId: r.propertyId,
  propertyName: r.propertyName,
  roomId: r.booking.roomId!,
  roomTitle: r.roomTitle,
  guestName: r.guestName ? reviewerName(r.guestName) : 'Deleted account',
  checkIn: r.booking.checkIn,
  checkOut: r.booking.checkOut!,
  guests: r.booking.guests,
  totalCents: r.booking.totalCents,
  requestExpiresAt: r.booking.requestExpiresAt?.toISOString() ?? null,
  conversationId: r.conversationId,
});

/** A request of one of the member's organisations' properties, or a 404. */
async function ownRequest(db: Database, userId: string, bookingId: number) {
  const organisations = await memberOrganisationIds(db, userId);
  const [row] = await selectRequests(db).where(
    and(eq(bookings.id, bookingId), inArray(properties.organisationId, organisations)),
  );
  // Only bookings that were requests are requests: an instant booking is not answered here.
  if (!row || (row.booking.requestOutcome === null && row.booking.status !== 'requested'))
    throw new AppError('not_found', REQUEST_NOT_FOUND);
  return row;
}

/** The requests waiting for an answer at the member's properties, the soonest to lapse first. */
export async function listPartnerRequests({ db, userId }: { db: Database; userId: string }) {
  const organisations = await memberOrganisationIds(db, userId);
  const rows = await selectRequests(db)
    .where(and(inArray(properties.organisationId, organisations), eq(bookings.status, 'requested')))
    .orderBy(asc(bookings.requestExpiresAt), asc(bookings.id))
    .limit(100);
  return { items: rows.map(toRequest) };
}

/** Why a request can no longer be answered: a 409 with the reason. */
function answered(row: Row): never {
  const expired =
    row.booking.status === 'expired' ||
    row.booking.requestOutcome === 'expired' ||
    (row.booking.requestExpiresAt !== null && row.booking.requestExpiresAt <= new Date());
  throw new AppError('conflict', expired ? REQUEST_EXPIRED : REQUEST_ALREADY_ANSWERED);
}

/** Accepts: the authorization is captured, the booking confirmed (its usual mails and thread). */
export async function acceptRequest(
  deps: Deps,
  { userId, bookingId }: { userId: string; bookingId: number },
) {
  const row = await ownRequest(deps.db, userId, bookingId);
  // A request past its time is the expiry's, even before the job has run.
  if (row.booking.requestExpiresAt && row.booking.requestExpiresAt <= new Date()) answered(row);
  const claimed = await claimRequest(deps.db, { bookingId, outcome: 'accepted' });
  if (!claimed) answered(await ownRequest(deps.db, userId, bookingId));
  const status = await finishRequest(deps, bookingId);
  if (status === 'payment_failed') throw new AppError('conflict', REQUEST_CAPTURE_FAILED);
  return toRequest(await ownRequest(deps.db, userId, bookingId));
}

/** Declines with a message posted in the booking's thread: the authorization is voided, the nights freed. */
export async function declineRequest(
  deps: Deps,
  { userId, bookingId, message }: { userId: string; bookingId: number; message: string },
) {
  await ownRequest(deps.db, userId, bookingId);
  const claimed = await claimRequest(deps.db, {
    bookingId,
    outcome: 'declined',
    events: deps.events,
    inClaim: (tx, announce) => postDeclineMessage(tx, { subject: { bookingId }, userId, message, announce }),
  });
  if (!claimed) answered(await ownRequest(deps.db, userId, bookingId));
  await finishRequest(deps, bookingId);
  return toRequest(await ownRequest(deps.db, userId, bookingId));
}
