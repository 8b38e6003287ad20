import { and, asc, count, eq, inArray, min, sql } from 'drizzle-orm';
import type { partnerPropertiesQuerySchema, PartnerPropertyPage } from '@restora/shared/contracts/partners';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { partnerOrganisations } from '../../db/schema/partners';
import { properties, stayRooms } from '../../db/schema/stays';
import { memberOrganisationIds } from '../organisations';

type Query = z.output<typeof partnerPropertiesQuerySchema>;

/**
 * The console home's list (docs/decisions/partner-listings.md, "The console's list"): the properties of the
 * caller's organisations whose name holds the search, in any case, by name, one page at a time, with the
 * total. An account in no organisation is a 403.
 */
export async function listPartnerProperties({
  db,
  userId,
  query,
}: {
  db: Database;
  userId: string;
  query: Query;
}): Promise<PartnerPropertyPage> {
  const organisations = await memberOrganisationIds(db, userId);
  const where = and(
    inArray(properties.organisationId, organisations),
    query.search ? sql`lower(${properties.name}) like ${likePattern(query.search)}` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: properties.id,
        name: properties.name,
        type: properties.type,
        city: properties.city,
        country: properties.country,
        published: properties.published,
        organisationId: partnerOrganisations.id,
        organisationName: partnerOrganisations.name,
        roomCount: count(stayRooms.id),
        firstRoomId: min(stayRooms.id),
      })
      .from(properties)
      .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, properties.organisationId))
      .leftJoin(stayRooms, eq(stayRooms.propertyId, properties.id))
      .where(where)
      .groupBy(properties.id, partnerOrganisations.id)
      .orderBy(asc(properties.name), asc(properties.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(properties).where(where),
  ]);
  return {
    items: rows.map(({ organisationId, organisationName, ...p }) => ({
      ...p,
      location: `${p.city}, ${p.country}`,
      organisation: { id: organisationId, name: organisationName },
    })),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
