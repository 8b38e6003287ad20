import { z } from 'zod';
import { BOOKING_DAYS_AHEAD, bookingWindow, stayDateIssues } from '../domain/booking-window';
import { isRecordDay, RECORD_DATE_MESSAGE } from '../domain/date-filters';
import { PROPERTY_TYPES, STAY_SORTS, STAYS_PAGE_SIZE } from '../domain/stay-vocabulary';
import { photoSchema } from './photos';
import { stayReviewSchema } from './reviews';

export {
  PRICE_SLIDER,
  STAY_SORT_LABELS,
  STAY_SORTS,
  STAYS_PAGE_SIZE,
  type StaySort,
} from '../domain/stay-vocabulary';

/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date in the form YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    // Year 0000 passes JavaScript's Date but not PostgreSQL's (which has no year zero).
    return v >= '0001' && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'This date does not exist');

/**
 * A date that is not a night to book (a list filter, a plan's or a product's date): from 2000-01-01 to ten
 * years ahead (docs/decisions/bookings-and-availability.md, "Date windows").
 */
export const recordDateSchema = isoDateSchema.refine((v) => isRecordDay(v), RECORD_DATE_MESSAGE);

/**
 * Adds the booking window's refusals of a stay's dates (docs/decisions/bookings-and-availability.md, "Date
 * windows") as issues on the fields that carry them (checkIn/checkOut, or dateFrom/dateTo in a search).
 * Dates in the wrong order are the schema's own refinement to refuse.
 */
export function refineStayDates<K extends string>(checkInKey: K, checkOutKey: K) {
  return (value: Partial<Record<K, string | undefined>>, ctx: z.RefinementCtx) => {
    const [checkIn, checkOut] = [value[checkInKey], value[checkOutKey]];
    if (!checkIn || !checkOut) return;
    const issues = stayDateIssues(checkIn, checkOut);
    if (issues.checkIn) ctx.addIssue({ code: 'custom', path: [checkInKey], message: issues.checkIn });
    if (issues.checkOut) ctx.addIssue({ code: 'custom', path: [checkOutKey], message: issues.checkOut });
  };
}

const commaList = (label: string) =>
  z
    .string()
    .max(1000, `${label}: too long`)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length <= 20, `${label}: at most 20 values`)
    .refine((list) => list.every((s) => s.length <= 60), `${label}: a value is too long`);

const propertyTypeValues = PROPERTY_TYPES.map((t) => t.value) as [string, ...string[]];

/**
 * Query of GET /api/stays. All optional; the URL of /find-stays carries the same names, except its price
 * filter: whole dollars there (minPrice, maxPrice), cents here (docs/decisions/money-on-the-wire.md).
 */
export const staySearchQuerySchema = z
  .object({
    location: z.string().trim().max(100, 'location: at most 100 characters').optional(),
    guests: z.coerce.number().int('guests: a whole number').min(1, 'guests: at least 1').max(50).optional(),
    dateFrom: isoDateSchema.optional(),
    dateTo: isoDateSchema.optional(),
    wellness: commaList('wellness').optional(),
    amenities: commaList('amenities').optional(),
    propertyType: z.enum(propertyTypeValues as [PropertyTypeValue, ...PropertyTypeValue[]]).optional(),
    minPriceCents: z.coerce
      .number()
      .int('minPriceCents: a whole number of cents')
      .min(0, 'minPriceCents: at least 0')
      .max(10_000_000)
      .optional(),
    maxPriceCents: z.coerce
      .number()
      .int('maxPriceCents: a whole number of cents')
      .min(0, 'maxPriceCents: at least 0')
      .max(10_000_000)
      .optional(),
    sort: z.enum(STAY_SORTS).default('recommended'),
    page: z.coerce.number().int().min(1, 'page: at least 1').max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(48, 'pageSize: at most 48').default(STAYS_PAGE_SIZE),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateTo > q.dateFrom, {
    path: ['dateTo'],
    message: 'dateTo must be after dateFrom',
  })
  .superRefine(refineStayDates('dateFrom', 'dateTo'))
  .refine((q) => Boolean(q.dateFrom) === Boolean(q.dateTo), {
    path: ['dateTo'],
    message: 'dateFrom and dateTo go together',
  })
  .refine(
    (q) =>
      q.minPriceCents === undefined || q.maxPriceCents === undefined || q.minPriceCents <= q.maxPriceCents,
    { path: ['maxPriceCents'], message: 'maxPriceCents must not be below minPriceCents' },
  );

type PropertyTypeValue = (typeof PROPERTY_TYPES)[number]['value'];
export type StaySearchQuery = z.output<typeof staySearchQuerySchema>;
export type StaySearchParams = z.input<typeof staySearchQuerySchema>;

export const stayLocationSchema = z.object({
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
});

export const stayCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  propertyName: z.string(),
  propertyType: z.string(),
  image: z.string().nullable(),
  /** The partner's cover photo: the room's, else its property's; null shows `image` (docs/decisions/photos.md). */
  photo: photoSchema.nullable(),
  /** Nightly price in cents. */
  priceCents: z.number().int(),
  /**
   * In a search by dates: those nights' price in cents, the partner's prices for them included
   * (docs/decisions/room-calendars.md); fees and taxes come in the quote.
   */
  priceForDates: z.object({ nights: z.number(), totalCents: z.number().int() }).optional(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  maxGuests: z.number(),
  location: stayLocationSchema,
  amenities: z.array(z.string()),
});
export type StayCard = z.infer<typeof stayCardSchema>;

export const staySearchResponseSchema = z.object({
  items: z.array(stayCardSchema),
  /** Matches of the whole search, not just this page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});
export type StaySearchResponse = z.infer<typeof staySearchResponseSchema>;

export const stayRoomSchema = stayCardSchema.extend({
  description: z.string(),
  propertyId: z.number(),
  propertyDescription: z.string(),
  images: z.array(z.string()),
  /** The partner's photos: the room's, then its property's, each cover first; when empty, `images` show. */
  photos: z.array(photoSchema),
  wellnessFeatures: z.array(z.string()),
  location: stayLocationSchema.extend({
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** The property's, as its partner wrote them (plain text; '' when none). */
  houseRules: z.string(),
  /** 'HH:MM', 24 hours. */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** 'request': Book Now sends a request the host answers within 24 hours (docs/decisions/request-to-book.md). */
  bookingMode: z.enum(['instant', 'request']),
  /** The room's latest reviews, newest first, each with the partner's reply (docs/decisions/review-replies.md). */
  reviews: z.array(stayReviewSchema),
});
export type StayRoom = z.infer<typeof stayRoomSchema>;

export const filterOptionsSchema = z.object({
  locations: z.array(stayLocationSchema),
  wellnessFeatures: z.array(z.string()),
  amenities: z.array(z.string()),
  wellnessGoals: z.array(z.string()),
  propertyTypes: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

/** The nights a visitor may see as taken: those of the booking window. */
export const BOOKED_RANGES_TEXTS = {
  from: 'from: no earlier than yesterday',
  to: `to: at most ${BOOKING_DAYS_AHEAD + 1} days ahead`,
} as const;

export const bookedRangesQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.to > q.from, { path: ['to'], message: 'to must be after from' })
  .superRefine((q, ctx) => {
    const window = bookingWindow();
    if (q.from < window.earliest)
      ctx.addIssue({ code: 'custom', path: ['from'], message: BOOKED_RANGES_TEXTS.from });
    if (q.to > window.latestCheckOut)
      ctx.addIssue({ code: 'custom', path: ['to'], message: BOOKED_RANGES_TEXTS.to });
  });

/** Nights already taken: each range runs from check-in up to (not including) check-out. */
export const bookedRangesResponseSchema = z.object({
  ranges: z.array(z.object({ checkIn: z.string(), checkOut: z.string() })),
});
export type BookedRangesResponse = z.infer<typeof bookedRangesResponseSchema>;

export const quoteQuerySchema = z
  .object({
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    guests: z.coerce.number().int('guests: a whole number').min(1, 'guests: at least 1').max(50),
  })
  .refine((q) => q.checkOut > q.checkIn, { path: ['checkOut'], message: 'Check-out must be after check-in' })
  .superRefine(refineStayDates('checkIn', 'checkOut'));
export type QuoteQuery = z.input<typeof quoteQuerySchema>;

export const quoteLineSchema = z.object({
  kind: z.enum(['nights', 'cleaning', 'service', 'taxes']),
  label: z.string(),
  /** Cents. */
  amountCents: z.number().int(),
});

export const stayQuoteSchema = z.object({
  roomId: z.number(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  guests: z.number(),
  nightlyPriceCents: z.number().int(),
  lines: z.array(quoteLineSchema),
  totalCents: z.number().int(),
  currency: z.literal('USD'),
});
export type StayQuote = z.infer<typeof stayQuoteSchema>;
