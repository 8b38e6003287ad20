import { inArray } from 'drizzle-orm';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema/stays';
import { memberOrganisationIds } from '../organisations';
import { ownedRetreat, partnerRetreatView, selectPartnerRetreats } from './partner-retreat-dto';

/** The retreats of the partner's organisations, newest start first (docs/decisions/retreats-partner-console.md). */
export async function listPartnerRetreats({ db, userId }: { db: Database; userId: string }) {
  const organisations = await memberOrganisationIds(db, userId);
  return { items: await selectPartnerRetreats(db, inArray(properties.organisationId, organisations)) };
}

/** One retreat of the partner's organisations; any other is a 404. */
export async function getPartnerRetreat({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: number;
}): Promise<PartnerRetreat> {
  await ownedRetreat(db, userId, id);
  return partnerRetreatView(db, id);
}
