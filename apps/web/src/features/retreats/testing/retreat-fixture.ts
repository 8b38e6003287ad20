import type { RetreatDetail } from '@restora/shared/contracts/retreats';
import { utcDay } from '@restora/shared/domain/booking-window';

/**
 * A published retreat as GET /api/retreats/{id} answers, for component tests: one option of 4 spots left
 * at $1,200, a 25 % deposit, instant booking; `over` changes any field.
 */
export const retreatDetail = (over: Partial<RetreatDetail> = {}): RetreatDetail => ({
  id: 7,
  title: 'Seven days of breath',
  summary: 'Yoga by the sea.',
  startDate: utcDay(120),
  endDate: utcDay(127),
  propertyId: 4,
  propertyName: 'Casa do Mar',
  city: 'Ericeira',
  country: 'Portugal',
  imageUrl: '/images/stays/stay-01.svg',
  level: 'all',
  features: [],
  fromPriceCents: 120_000,
  fullPriceCents: null,
  earlyBirdUntil: null,
  spotsLeft: 4,
  description: 'A quiet week.',
  program: 'Day 1',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  included: '',
  notIncluded: '',
  language: 'English',
  facilitators: [],
  photos: [],
  options: [
    {
      id: 11,
      name: 'Private room',
      description: '',
      priceCents: 120_000,
      earlyBirdPriceCents: null,
      earlyBirdUntil: null,
      earlyBirdSpots: null,
      currentPriceCents: 120_000,
      earlyBirdNow: false,
      spots: 6,
      spotsLeft: 4,
      roomId: null,
    },
  ],
  depositPercent: 25,
  balanceDueDays: 30,
  cancellationPolicy: 'standard',
  status: 'published',
  bookingMode: 'instant',
  ...over,
});
