import { and, count, eq } from 'drizzle-orm';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { NOT_YOUR_ROOM } from '@restora/shared/domain/room-calendar';
import type { Database } from '../../db/client';
import { partnerMembers } from '../../db/schema/partners';
import { properties, stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';

/**
 * The room, if it belongs to an organisation the caller is a member of (docs/decisions/partners.md): a
 * caller who is no partner gets a 403, a room of another organisation (or none) a 404 like an unknown one.
 */
export async function findPartnerRoom(db: Database, userId: string, roomId: number) {
  const [room] = await db
    .select({
      id: stayRooms.id,
      title: stayRooms.title,
      priceCents: stayRooms.priceCents,
      propertyId: properties.id,
      propertyName: properties.name,
    })
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .innerJoin(
      partnerMembers,
      and(eq(partnerMembers.organisationId, properties.organisationId), eq(partnerMembers.userId, userId)),
    )
    .where(eq(stayRooms.id, roomId));
  if (room) return room;
  const [membership] = await db
    .select({ n: count() })
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, userId));
  if (!membership?.n) throw new AppError('forbidden', NOT_A_PARTNER);
  throw new AppError('not_found', NOT_YOUR_ROOM);
}

export type PartnerRoom = Awaited<ReturnType<typeof findPartnerRoom>>;
