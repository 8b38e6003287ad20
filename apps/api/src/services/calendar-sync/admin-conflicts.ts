import { desc, eq } from 'drizzle-orm';
import type { AdminCalendarConflictList } from '@restora/shared/contracts/calendar-sync';
import type { Database } from '../../db/client';
import { retreats } from '../../db/schema/retreats';
import { calendarConflicts, calendarFeeds } from '../../db/schema/room-calendar';
import { properties, stayRooms } from '../../db/schema/stays';

/**
 * Every open conflict of an imported calendar with a Restora booking or a retreat's nights, for the
 * operator (newest first).
 */
export async function listCalendarConflicts({ db }: { db: Database }): Promise<AdminCalendarConflictList> {
  const rows = await db
    .select({
      id: calendarConflicts.id,
      roomId: calendarConflicts.roomId,
      roomTitle: stayRooms.title,
      propertyName: properties.name,
      feedName: calendarFeeds.name,
      from: calendarConflicts.checkIn,
      to: calendarConflicts.checkOut,
      bookingId: calendarConflicts.bookingId,
      retreatId: calendarConflicts.retreatId,
      retreatTitle: retreats.title,
      summary: calendarConflicts.summary,
      detectedAt: calendarConflicts.detectedAt,
    })
    .from(calendarConflicts)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, calendarConflicts.feedId))
    .innerJoin(stayRooms, eq(stayRooms.id, calendarConflicts.roomId))
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .leftJoin(retreats, eq(retreats.id, calendarConflicts.retreatId))
    .orderBy(desc(calendarConflicts.detectedAt))
    .limit(500);
  return { items: rows.map((r) => ({ ...r, detectedAt: r.detectedAt.toISOString() })) };
}
