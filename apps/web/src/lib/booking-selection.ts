/**
 * The booking selection kept in local storage (docs/decisions/bookings-and-availability.md), so a booking
 * survives the detour to /auth.
 */
export type BookingSelection = {
  listingId: string;
  type: 'property' | 'service';
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  guests?: number | undefined;
  filters?: { location?: string | undefined } | undefined;
};

export const BOOKING_SELECTION_KEY = 'bookingSelection';
export const ACTIVE_LISTING_KEY = 'activeListingId';

function isSelection(value: unknown): value is BookingSelection {
  const v = value as Partial<BookingSelection> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (typeof v.listingId === 'string' || typeof v.listingId === 'number') &&
    (v.type === 'property' || v.type === 'service')
  );
}

/**
 * The stored selection, or null. One that cannot be parsed is removed silently
 * (docs/decisions/bookings-and-availability.md).
 */
export function readBookingSelection(): BookingSelection | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(BOOKING_SELECTION_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSelection(parsed)) return { ...parsed, listingId: String(parsed.listingId) };
  } catch {
    // fall through: unparseable
  }
  window.localStorage.removeItem(BOOKING_SELECTION_KEY);
  return null;
}

export function saveBookingSelection(selection: BookingSelection) {
  window.localStorage.setItem(BOOKING_SELECTION_KEY, JSON.stringify(selection));
}

export function clearBookingSelection() {
  window.localStorage.removeItem(BOOKING_SELECTION_KEY);
}

/** The listing (room) whose services the visitor is choosing, kept while they go from stay to services. */
export function readActiveListingId(): string | null {
  try {
    return window.localStorage.getItem(ACTIVE_LISTING_KEY);
  } catch {
    return null;
  }
}

export function saveActiveListingId(listingId: string) {
  window.localStorage.setItem(ACTIVE_LISTING_KEY, listingId);
}

export function clearActiveListingId() {
  window.localStorage.removeItem(ACTIVE_LISTING_KEY);
}
