import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_SELECTION_KEY, readBookingSelection, saveBookingSelection } from './booking-selection';

beforeEach(() => window.localStorage.clear());

describe('booking selection in local storage', () => {
  it('reads back what was saved', () => {
    saveBookingSelection({ listingId: '12', type: 'property', checkIn: '2026-12-01', guests: 2 });
    expect(readBookingSelection()).toEqual({
      listingId: '12',
      type: 'property',
      checkIn: '2026-12-01',
      guests: 2,
    });
  });

  it('is null when nothing is stored', () => {
    expect(readBookingSelection()).toBeNull();
  });

  it.each(['{not json', '"a string"', '{"type":"property"}', '{"listingId":"1","type":"boat"}'])(
    'removes an unparseable selection %j silently',
    (raw) => {
      window.localStorage.setItem(BOOKING_SELECTION_KEY, raw);
      expect(readBookingSelection()).toBeNull();
      expect(window.localStorage.getItem(BOOKING_SELECTION_KEY)).toBeNull();
    },
  );
});
