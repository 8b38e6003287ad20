import { eq } from 'drizzle-orm';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import type { Database } from '../../db/client';
import { retreatBookings } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { paymentFailed } from '../payments/pay-with-hold';

// Updating the card of a retreat place (docs/decisions/retreats.md, "Updating the card"): the guest whose
// balance was declined (or who simply has a new card) replaces the kept card without paying. The provider
// keeps the new card and answers with its token; we store the token, the brand and the last four, as at
// booking. The next try of the schedule (the due day, or a retry after a decline) charges it.

type Place = typeof retreatBookings.$inferSelect;

const owing = (place: Place) =>
  place.status === 'confirmed' && (place.balanceStatus === 'scheduled' || place.balanceStatus === 'failed');

export async function updateBalanceCard(
  { db, provider }: { db: Database; provider: PaymentProvider },
  { placeId, userId, card }: { placeId: number; userId: string; card: CardPayment },
): Promise<void> {
  const [place] = await db.select().from(retreatBookings).where(eq(retreatBookings.id, placeId));
  if (!place || place.userId !== userId) throw new AppError('not_found', 'Retreat booking not found');
  if (!owing(place)) throw new AppError('conflict', RETREAT_TEXTS.noBalanceDue);
  // Asked outside any transaction (the provider takes its time); the place is checked again locked.
  const saved = await provider.saveCard({ card });
  if (saved.status !== 'saved') throw paymentFailed();
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(retreatBookings)
      .where(eq(retreatBookings.id, placeId))
      .for('update');
    if (!locked || !owing(locked)) throw new AppError('conflict', RETREAT_TEXTS.noBalanceDue);
    const { token, brand, last4 } = saved.savedCard;
    await tx
      .update(retreatBookings)
      .set({ cardToken: token, cardBrand: brand, cardLast4: last4 })
      .where(eq(retreatBookings.id, placeId));
  });
}
