import { and, asc, eq } from 'drizzle-orm';
import type { Participant } from '@restora/shared/contracts/partner-retreats';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { conversations } from '../../db/schema/conversations';
import { userInfo } from '../../db/schema/profiles';
import { retreatBookings, retreatOptions } from '../../db/schema/retreats';
import { refundedSoFar } from '../payments/refunded-so-far';
import { ownedRetreat, placePaidCents } from './partner-retreat-dto';

export const DELETED_ACCOUNT = 'Deleted account';

/**
 * Who booked a place on the partner's retreat, in booking order: the guest, the option, what was paid and
 * refunded, and the balance still due with its date (docs/decisions/retreats-partner-console.md).
 */
export async function listRetreatParticipants({
  db,
  userId,
  id,
  place,
}: {
  db: Database;
  userId: string;
  id: number;
  /** Only this place of it. */
  place?: number;
}): Promise<{ items: Participant[] }> {
  await ownedRetreat(db, userId, id);
  const rows = await db
    .select({
      bookingId: retreatBookings.id,
      guestName: user.name,
      guestEmail: user.email,
      deletedAt: userInfo.deletedAt,
      optionName: retreatOptions.name,
      people: retreatBookings.people,
      status: retreatBookings.status,
      totalCents: retreatBookings.totalCents,
      refundedCents: refundedSoFar('retreat', retreatBookings.id),
      paidAndRefunded: placePaidCents,
      balanceCents: retreatBookings.balanceCents,
      balanceDueDate: retreatBookings.balanceDueDate,
      balanceStatus: retreatBookings.balanceStatus,
      requestExpiresAt: retreatBookings.requestExpiresAt,
      conversationId: conversations.id,
    })
    .from(retreatBookings)
    .innerJoin(retreatOptions, eq(retreatOptions.id, retreatBookings.optionId))
    .innerJoin(user, eq(user.id, retreatBookings.userId))
    .leftJoin(userInfo, eq(userInfo.id, retreatBookings.userId))
    .leftJoin(conversations, eq(conversations.retreatBookingId, retreatBookings.id))
    .where(
      and(eq(retreatBookings.retreatId, id), place === undefined ? undefined : eq(retreatBookings.id, place)),
    )
    .orderBy(asc(retreatBookings.createdAt), asc(retreatBookings.id));
  return {
    items: rows.map((r) => {
      const deleted = r.deletedAt !== null;
      const refundedCents = Number(r.refundedCents);
      const due = r.balanceStatus === 'scheduled' || r.balanceStatus === 'failed';
      return {
        bookingId: r.bookingId,
        guestName: deleted ? DELETED_ACCOUNT : r.guestName,
        guestEmail: deleted ? null : r.guestEmail,
        optionName: r.optionName,
        people: r.people,
        status: r.status,
        totalCents: r.totalCents,
        // Paid: the deposit and balance charges that went through, before any refund.
        paidCents: Number(r.paidAndRefunded) + refundedCents,
        refundedCents,
        balanceDueCents: due ? r.balanceCents : 0,
        balanceDueDate: r.balanceDueDate,
        balanceStatus: r.balanceStatus,
        requestExpiresAt: r.status === 'requested' ? (r.requestExpiresAt?.toISOString() ?? null) : null,
        conversationId: r.conversationId,
      };
    }),
  };
}
