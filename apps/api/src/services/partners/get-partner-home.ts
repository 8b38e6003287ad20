import { asc, count, eq, inArray, min } from 'drizzle-orm';
import type { PartnerHome } from '@restora/shared/contracts/partners';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import type { Database } from '../../db/client';
import { partnerMembers, partnerOrganisations } from '../../db/schema/partners';
import { properties, stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';

/**
 * The partner console's home: the caller's organisations, each with its properties. Membership is read
 * from the database for this user only, so a partner never sees another organisation
 * (docs/decisions/partners.md). A signed-in account that belongs to none gets a 403.
 */
export async function getPartnerHome({ db, userId }: { db: Database; userId: string }): Promise<PartnerHome> {
  const organisations = await db
    .select({ id: partnerOrganisations.id, name: partnerOrganisations.name, role: partnerMembers.role })
    .from(partnerMembers)
    .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, partnerMembers.organisationId))
    .where(eq(partnerMembers.userId, userId))
    .orderBy(asc(partnerOrganisations.name), asc(partnerOrganisations.id));
  if (organisations.length === 0) throw new AppError('forbidden', NOT_A_PARTNER);

  const rows = await db
    .select({
      id: properties.id,
      organisationId: properties.organisationId,
      name: properties.name,
      type: properties.type,
      city: properties.city,
      country: properties.country,
      published: properties.published,
      roomCount: count(stayRooms.id),
      firstRoomId: min(stayRooms.id),
    })
    .from(properties)
    .leftJoin(stayRooms, eq(stayRooms.propertyId, properties.id))
    .where(
      inArray(
        properties.organisationId,
        organisations.map((o) => o.id),
      ),
    )
    .groupBy(properties.id)
    .orderBy(asc(properties.name), asc(properties.id));

  return {
    organisations: organisations.map((organisation) => ({
      ...organisation,
      properties: rows
        .filter((p) => p.organisationId === organisation.id)
        .map(({ organisationId: _, ...p }) => ({
          ...p,
          location: `${p.city}, ${p.country}`,
        })),
    })),
  };
}
