import { and, eq, inArray } from 'drizzle-orm';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { PROPERTY_NOT_FOUND, ROOM_NOT_FOUND } from '@restora/shared/domain/partner-listings';
import type { Database } from '../../db/client';
import { partnerMembers } from '../../db/schema/partners';
import { properties, stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';

// Who may touch which property (docs/decisions/partner-listings.md): the members of its organisation. An
// account in no organisation is told the console is for partners (403); a partner asking for anything not
// of their organisations is told it does not exist (404), so ids of other partners' listings reveal nothing.

/** The organisations the user is a member of; none is a 403. */
export async function memberOrganisationIds(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: partnerMembers.organisationId })
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, userId));
  if (rows.length === 0) throw new AppError('forbidden', NOT_A_PARTNER);
  return rows.map((r) => r.id);
}

/** The property if it is of one of the user's organisations (locked for the transaction with `lock`). */
export async function ownedProperty(db: Database, userId: string, id: number, { lock = false } = {}) {
  const organisations = await memberOrganisationIds(db, userId);
  const query = db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), inArray(properties.organisationId, organisations)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('not_found', PROPERTY_NOT_FOUND);
  return row;
}

/** The room and its property if the property is of one of the user's organisations. */
export async function ownedRoom(db: Database, userId: string, id: number, { lock = false } = {}) {
  const organisations = await memberOrganisationIds(db, userId);
  const query = db
    .select({ room: stayRooms, property: properties })
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .where(and(eq(stayRooms.id, id), inArray(properties.organisationId, organisations)));
  const [row] = await (lock ? query.for('update', { of: stayRooms }) : query);
  if (!row) throw new AppError('not_found', ROOM_NOT_FOUND);
  return row;
}
