import type { PartnerPropertyDetail } from '@restora/shared/contracts/partner-listings';
import type { Database } from '../../db/client';
import { toPropertyDetail } from './listing-dto';
import { ownedProperty } from '../organisations';

/** One of the partner's properties, with its rooms (docs/decisions/partner-listings.md). */
export async function getPartnerProperty({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: number;
}): Promise<PartnerPropertyDetail> {
  return toPropertyDetail(db, await ownedProperty(db, userId, id));
}
