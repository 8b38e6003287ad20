import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { WellnessService } from '@restora/shared/contracts/services';
import type { Database } from '../../db/client';
import { services } from '../../db/schema/services';
import { properties, stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { serviceOnSale } from './on-sale';

const columns = { service: services, propertyName: properties.name };

function toService({
  service,
  propertyName,
}: {
  service: typeof services.$inferSelect;
  propertyName: string | null;
}): WellnessService {
  return {
    id: service.id,
    title: service.title,
    description: service.description,
    type: service.type,
    category: service.category,
    priceCents: service.priceCents,
    durationMinutes: service.durationMinutes,
    imageUrl: service.imageUrl,
    propertyId: service.propertyId,
    propertyName,
    createdAt: service.createdAt.toISOString(),
    updatedAt: service.updatedAt.toISOString(),
  };
}

/** The general services, plus those of the listing's property when a listing (room) id is given. */
export async function listServices({ db, listingId }: { db: Database; listingId?: number | undefined }) {
  let propertyId: number | undefined;
  if (listingId !== undefined) {
    const [room] = await db
      .select({ propertyId: stayRooms.propertyId })
      .from(stayRooms)
      // An unpublished property's room is no listing (docs/decisions/partner-listings.md).
      .where(and(eq(stayRooms.id, listingId), sql`${stayRooms.published}`));
    propertyId = room?.propertyId;
  }
  const rows = await db
    .select(columns)
    .from(services)
    .leftJoin(properties, eq(properties.id, services.propertyId))
    .where(
      propertyId === undefined
        ? isNull(services.propertyId)
        : or(isNull(services.propertyId), eq(services.propertyId, propertyId)),
    )
    .orderBy(asc(services.propertyId), asc(services.id));
  // The property's own services first.
  return rows.map(toService).sort((a, b) => Number(b.propertyId !== null) - Number(a.propertyId !== null));
}

export async function getService({ db, id }: { db: Database; id: number }) {
  const [row] = await db
    .select(columns)
    .from(services)
    .leftJoin(properties, eq(properties.id, services.propertyId))
    .where(and(eq(services.id, id), serviceOnSale));
  if (!row) throw new AppError('not_found', 'Service not found');
  return toService(row);
}
