import { and, eq, inArray } from 'drizzle-orm';
import type { Participant } from '@restora/shared/contracts/partner-retreats';
import {
  REQUEST_ALREADY_ANSWERED,
  REQUEST_CAPTURE_FAILED,
  REQUEST_EXPIRED,
  REQUEST_NOT_FOUND,
} from '@restora/shared/domain/booking-requests';
import type { Database } from '../../db/client';
import { retreatBookings, retreats } from '../../db/schema/retreats';
import { properties } from '../../db/schema/stays';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { AppError } from '../../errors';
import { postDeclineMessage } from '../conversations';
import type { DomainEvents } from '../events/domain-events';
import { memberOrganisationIds } from '../organisations';
import { listRetreatParticipants } from './partner-list-participants';
import { claimRetreatRequest, finishRetreatRequest } from './retreat-requests';

// The host's answer to a place requested on a retreat (docs/decisions/request-to-book.md, "Retreats on
// request"), as for a stay: only members of the organisation that runs the retreat's property see or
// answer it; another organisation's request is a 404, an account in no organisation a 403.

type Deps = { db: Database; provider: PaymentProvider; events: DomainEvents };
type Place = typeof retreatBookings.$inferSelect;

/** A place of the member's retreats that was a request, or a 404. */
async function ownRequest(db: Database, userId: string, placeId: number): Promise<Place> {
  const organisations = await memberOrganisationIds(db, userId);
  const [row] = await db
    .select({ place: retreatBookings })
    .from(retreatBookings)
    .innerJoin(retreats, eq(retreats.id, retreatBookings.retreatId))
    .innerJoin(properties, eq(properties.id, retreats.propertyId))
    .where(and(eq(retreatBookings.id, placeId), inArray(properties.organisationId, organisations)));
  // Only places that were requests are requests: a place bought at once is not answered here.
  if (!row || (row.place.requestOutcome === null && row.place.status !== 'requested'))
    throw new AppError('not_found', REQUEST_NOT_FOUND);
  return row.place;
}

/** Why a request can no longer be answered: a 409 with the reason. */
function answered(place: Place): never {
  const expired =
    place.status === 'expired' ||
    place.requestOutcome === 'expired' ||
    (place.requestExpiresAt !== null && place.requestExpiresAt <= new Date());
  throw new AppError('conflict', expired ? REQUEST_EXPIRED : REQUEST_ALREADY_ANSWERED);
}

/** The place as the retreat's participants list shows it. */
async function asParticipant(db: Database, userId: string, place: Place): Promise<Participant> {
  const { items } = await listRetreatParticipants({ db, userId, id: place.retreatId, place: place.id });
  return items[0]!;
}

/** Accepts: the deposit (or all) is captured, the place confirmed, the balance scheduled as usual. */
export async function acceptRetreatRequest(
  deps: Deps,
  { userId, placeId }: { userId: string; placeId: number },
): Promise<Participant> {
  const place = await ownRequest(deps.db, userId, placeId);
  // A request past its time is the expiry's, even before the job has run.
  if (place.requestExpiresAt && place.requestExpiresAt <= new Date()) answered(place);
  if (!(await claimRetreatRequest(deps.db, { placeId, outcome: 'accepted' })))
    answered(await ownRequest(deps.db, userId, placeId));
  const status = await finishRetreatRequest(deps, placeId);
  if (status === 'payment_failed') throw new AppError('conflict', REQUEST_CAPTURE_FAILED);
  return asParticipant(deps.db, userId, place);
}

/** Declines with a message posted in the place's thread: the authorization is voided, the spots given back. */
export async function declineRetreatRequest(
  deps: Deps,
  { userId, placeId, message }: { userId: string; placeId: number; message: string },
): Promise<Participant> {
  const place = await ownRequest(deps.db, userId, placeId);
  const claimed = await claimRetreatRequest(deps.db, {
    placeId,
    outcome: 'declined',
    events: deps.events,
    inClaim: (tx, announce) =>
      postDeclineMessage(tx, { subject: { retreatBookingId: placeId }, userId, message, announce }),
  });
  if (!claimed) answered(await ownRequest(deps.db, userId, placeId));
  await finishRetreatRequest(deps, placeId);
  return asParticipant(deps.db, userId, place);
}
