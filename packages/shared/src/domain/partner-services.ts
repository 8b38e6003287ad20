import { formatIsoDay } from './format';

// A partner's own wellness services and their capacity per day (docs/decisions/partner-services.md):
// vocabularies, limits and messages the form, the API and the booking flow share.

/** The service categories the catalogue, the sample services and the quiz's scoring use. */
export const SERVICE_CATEGORIES = [
  'Fitness',
  'Yoga',
  'Pilates',
  'Spa',
  'Massage',
  'Thermal',
  'Mindfulness',
  'Sound Healing',
  'Nutrition',
  'Cooking',
  'Outdoors',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_TYPE_OPTIONS = [
  { value: 'fitness', label: 'Fitness' },
  { value: 'yoga', label: 'Yoga' },
  { value: 'spa', label: 'Spa' },
  { value: 'other', label: 'Wellness' },
] as const;

export const SERVICE_LIMITS = {
  title: 120,
  description: 5_000,
  /** $10,000 a session. */
  priceCents: 1_000_000,
  minDurationMinutes: 5,
  /** A whole day. */
  maxDurationMinutes: 1_440,
  maxCapacityPerDay: 500,
} as const;

export const SERVICE_NOT_FOUND = 'Service not found';

/** A booking refused because the service's day is full. */
export const fullyBooked = (title: string, isoDay: string) =>
  `${title} is fully booked on ${formatIsoDay(isoDay, 'medium')}. Please choose another day.`;
