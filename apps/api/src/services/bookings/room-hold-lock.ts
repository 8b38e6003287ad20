/**
 * The per-room advisory lock is (ROOM_HOLD_LOCK, room id), in the two-key space apart from the migration
 * lock. A stay's hold and a partner's change of the room's nights both take it
 * (docs/decisions/room-calendars.md).
 */
export const ROOM_HOLD_LOCK = 2;
