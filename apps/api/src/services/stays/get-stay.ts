import { eq } from 'drizzle-orm';
import type { StayRoom } from '@restora/shared/contracts/stays';
import type { Database } from '../../db/client';
import { properties, stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { roomColumns, toStayRoom } from './stay-dto';

export async function getStayRow({ db, id }: { db: Database; id: number }) {
  const [row] = await db
    .select(roomColumns)
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .where(eq(stayRooms.id, id))
    .limit(1);
  if (!row) throw new AppError('not_found', 'Stay room not found');
  return row;
}

export async function getStay({ db, id }: { db: Database; id: number }): Promise<StayRoom> {
  return toStayRoom(await getStayRow({ db, id }));
}
