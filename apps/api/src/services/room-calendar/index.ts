// The entry point of services/room-calendar (docs/ARCHITECTURE.md, "Walls between the service folders"):
// exactly what other features may use of it.
/** The room if the caller is a member of its organisation (403 for a non-partner, 404 for another's room). */
export { findPartnerRoom } from './partner-room';
/** Serialises a change of a room's nights with its bookings' holds (the per-room advisory lock). */
export { lockRoomNights } from './calendar-range';
/** The first night a partner may still change (yesterday in UTC). */
export { earliestNight } from './calendar-range';
