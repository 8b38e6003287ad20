// The partner's property and room forms (docs/decisions/partner-listings.md): limits and messages the form
// and the API share. Plain values, so the site imports them without zod.

export const LISTING_LIMITS = {
  name: 120,
  address: 200,
  place: 100,
  description: 10_000,
  houseRules: 2_000,
  roomTitle: 120,
  roomDescription: 5_000,
  maxGuests: 20,
  /** $100,000 a night. */
  priceCents: 10_000_000,
  /** $10,000 a stay. */
  cleaningFeeCents: 1_000_000,
} as const;

/** The console home's list of properties (docs/decisions/partner-listings.md, "The console's list"). */
export const PARTNER_PROPERTIES_PAGE_SIZE = 12;
export const PARTNER_PROPERTIES_MAX_PAGE_SIZE = 48;
export const PROPERTY_SEARCH_MAX = 100;
export const PROPERTY_SEARCH_TOO_LONG = `search: at most ${PROPERTY_SEARCH_MAX} characters`;

export const PROPERTY_NOT_FOUND = 'Property not found';
export const ROOM_NOT_FOUND = 'Room not found';
export const ORGANISATION_NOT_FOUND = 'Organisation not found';
export const CHOOSE_ORGANISATION = 'Choose the organisation the property belongs to';
export const PUBLISH_NEEDS_ROOM = 'Add a room before publishing this property.';

/** 'HH:MM', 24 hours. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

// The money forms' text and cents: one pair of conversions (docs/decisions/money-on-the-wire.md).
export { centsToDollars, dollarsToCents, DOLLARS } from './format';
