// The rules of a room's calendar shared by the partner console and the API
// (docs/decisions/room-calendars.md).

/** A price override, in dollars a night. */
export const CALENDAR_MIN_PRICE = 1;
export const CALENDAR_MAX_PRICE = 10_000;
/** The longest range one change may cover (a year). */
export const CALENDAR_MAX_RANGE_NIGHTS = 366;
/** A minimum stay is at most the longest stay (docs/decisions/bookings-and-availability.md). */
export const CALENDAR_MAX_NIGHTS = 60;

export const RANGE_ORDER_MESSAGE = 'The end must be after the start (to is the morning after the last night)';
export const RANGE_IN_PAST = 'These dates are in the past';
export const RANGE_TOO_LONG = `Change at most ${CALENDAR_MAX_RANGE_NIGHTS} nights at a time`;
export const NIGHTS_TAKEN =
  'Some of these nights are already booked or blocked. Choose free nights (bookings cannot be blocked).';
export const CALENDAR_CHANGED_MEANWHILE = 'The calendar changed meanwhile. Please try again.';
export const NOT_YOUR_ROOM = 'Room not found';
