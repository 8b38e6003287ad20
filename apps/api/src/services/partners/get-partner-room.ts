import type { PartnerRoom } from '@restora/shared/contracts/partner-listings';
import type { Database } from '../../db/client';
import { toPartnerRoom } from './listing-dto';
import { ownedRoom } from '../organisations';

/** One room of the partner's properties (docs/decisions/partner-listings.md). */
export async function getPartnerRoom({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: number;
}): Promise<PartnerRoom> {
  const { room, property } = await ownedRoom(db, userId, id);
  return toPartnerRoom(room, property);
}
