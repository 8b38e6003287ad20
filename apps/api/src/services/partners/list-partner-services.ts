import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PartnerService } from '@restora/shared/contracts/partner-services';
import type { Database } from '../../db/client';
import { services } from '../../db/schema/services';
import { properties } from '../../db/schema/stays';
import { memberOrganisationIds } from '../organisations';
import { toPartnerService } from './service-dto';

/** A partner's services are few (a handful per property); the cap keeps the answer bounded all the same. */
const MAX_SERVICES = 500;

/** The services of the caller's organisations' properties (of one of them with `propertyId`). */
export async function listPartnerServices({
  db,
  userId,
  propertyId,
}: {
  db: Database;
  userId: string;
  propertyId?: number | undefined;
}): Promise<PartnerService[]> {
  const organisations = await memberOrganisationIds(db, userId);
  const rows = await db
    .select({ service: services, property: { id: properties.id, name: properties.name } })
    .from(services)
    .innerJoin(properties, eq(properties.id, services.propertyId))
    .where(
      and(
        inArray(properties.organisationId, organisations),
        propertyId === undefined ? undefined : eq(properties.id, propertyId),
      ),
    )
    .orderBy(asc(properties.name), asc(properties.id), asc(services.title), asc(services.id))
    .limit(MAX_SERVICES);
  return rows.map((r) => toPartnerService(r.service, r.property));
}
