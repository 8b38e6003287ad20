import { eq } from 'drizzle-orm';
import type { PartnerRoom, roomInputSchema } from '@restora/shared/contracts/partner-listings';
import type { z } from 'zod';
import { announceChange } from '../../db/change-notices';
import type { Database } from '../../db/client';
import { stayRooms } from '../../db/schema/stays';
import { toPartnerRoom } from './listing-dto';
import { ownedRoom } from './partner-access';

/**
 * Saves the room form: name, description, guests, nightly price and cleaning fee. Quotes and payments read
 * the new prices at once; bookings already made keep the lines they were paid with
 * (docs/decisions/prices-and-quotes.md).
 */
export async function updatePartnerRoom({
  db,
  userId,
  id,
  input,
}: {
  db: Database;
  userId: string;
  id: number;
  input: z.output<typeof roomInputSchema>;
}): Promise<PartnerRoom> {
  const { property } = await ownedRoom(db, userId, id);
  const [row] = await db.update(stayRooms).set(input).where(eq(stayRooms.id, id)).returning();
  await announceChange(db, 'stays');
  return toPartnerRoom(row!, property);
}
