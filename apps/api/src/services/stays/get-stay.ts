import { and, eq, sql } from 'drizzle-orm';
import type { StayRoom } from '@restora/shared/contracts/stays';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { properties, stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { stayPhotos } from '../photos/stay-photos';
import { roomReviews } from '../reviews/room-reviews';
import { roomColumns, toStayRoom } from './stay-dto';

const stayById = preparedPerDatabase((db) =>
  db
    .select(roomColumns)
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    // An unpublished property's pages are gone for visitors (docs/decisions/partner-listings.md).
    .where(and(eq(stayRooms.id, sql.placeholder('id')), sql`${stayRooms.published}`))
    .limit(1)
    .prepare('stay_by_id'),
);

export async function getStayRow({ db, id }: { db: Database; id: number }) {
  const [row] = await stayById(db).execute({ id });
  if (!row) throw new AppError('not_found', 'Stay room not found');
  return row;
}

export async function getStay({ db, id }: { db: Database; id: number }): Promise<StayRoom> {
  const row = await getStayRow({ db, id });
  const [photos, reviews] = await Promise.all([
    stayPhotos(db, row.room.id, row.property.id),
    roomReviews(db, row.room.id),
  ]);
  return toStayRoom(row, photos, reviews);
}
