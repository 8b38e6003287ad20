import type { PartnerService } from '@restora/shared/contracts/partner-services';
import type { Database } from '../../db/client';
import { ownedService } from './service-access';
import { toPartnerService } from './service-dto';

export async function getPartnerService({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: number;
}): Promise<PartnerService> {
  const { service, property } = await ownedService(db, userId, id);
  return toPartnerService(service, property);
}
