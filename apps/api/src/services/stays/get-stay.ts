import { and, eq, sql } from 'drizzle-orm';
import type { StayRoom } from '@restora/shared/contracts/stays';
import type { Database } from '../../db/client';
import { onChange } from '../../db/change-notices';
import { keyedCache } from '../../db/keyed-cache';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { properties, stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { stayPhotos } from '../photos';
import { roomReviews } from '../reviews';
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

// A stay page (the room, its property, photos and latest reviews with their replies) changes only through
// writes that announce 'stays': a partner's edits, photos and replies, a guest's review, moderation,
// publishing. So each page is reused for a few seconds, and such a write forgets them all, at once in its
// own process and in the others as the notice arrives (docs/decisions/catalogue-answers.md).
const stayPages = keyedCache<StayRoom>({ ttlMs: 5_000, max: 5000 });
onChange('stays', (db) => stayPages.clear(db));

/** The stay page's room: 404 when there is no such room or its property is unpublished. */
export function getStay({ db, id }: { db: Database; id: number }): Promise<StayRoom> {
  return stayPages(db, String(id), async () => {
    const row = await getStayRow({ db, id });
    const [photos, reviews] = await Promise.all([
      stayPhotos(db, row.room.id, row.property.id),
      roomReviews(db, row.room.id),
    ]);
    return toStayRoom(row, photos, reviews);
  });
}
