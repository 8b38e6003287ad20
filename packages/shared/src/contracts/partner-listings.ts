import { z } from 'zod';
import { bookingModeSchema } from './booking-requests';
import { multiLineText, singleLineText } from './plain-text';
import {
  CHOOSE_ORGANISATION,
  DOLLARS,
  dollarsToCents,
  LISTING_LIMITS as L,
  TIME_OF_DAY,
} from '../domain/partner-listings';
import { QUIZ_ENVIRONMENTS } from '../domain/quiz';
import { BOOKING_MODES } from '../domain/booking-requests';
import { AMENITIES, PROPERTY_TYPES, WELLNESS_FEATURES, type PropertyType } from '../domain/stay-vocabulary';

// A partner's properties and rooms, as the console edits them (docs/decisions/partner-listings.md).

const required = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `Keep it under ${max.toLocaleString('en-US')} characters`);

const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Keep it under ${max.toLocaleString('en-US')} characters`);

const propertyTypeValues = PROPERTY_TYPES.map((t) => t.value) as [PropertyType, ...PropertyType[]];

const time = (what: string) =>
  z
    .string({ error: `Enter the ${what} time` })
    .regex(TIME_OF_DAY, `Enter the ${what} time as HH:MM, e.g. 15:00`);

const coordinate = (what: 'latitude' | 'longitude', limit: 90 | 180) =>
  z
    .number({ error: `Enter the ${what} as a number` })
    .min(-limit, `The ${what} is between -${limit} and ${limit}`)
    .max(limit, `The ${what} is between -${limit} and ${limit}`);

const uniqueList = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z
    .array(z.enum(values, { error: `Choose ${what} from the list` }))
    .max(values.length, `Choose ${what} from the list`)
    .refine((list) => new Set(list).size === list.length, `Choose each of the ${what} once`);

/** What a partner writes about a property (create and edit alike). */
export const propertyInputSchema = z.object({
  name: required("the property's name", L.name).check(singleLineText),
  type: z.enum(propertyTypeValues, { error: 'Choose the kind of property' }),
  setting: z.enum(QUIZ_ENVIRONMENTS, { error: 'Choose the setting' }),
  address: required('the street address', L.address).check(singleLineText),
  city: required('the city', L.place).check(singleLineText),
  state: optionalText(L.place).check(singleLineText).optional(),
  country: required('the country', L.place).check(singleLineText),
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  description: required('a description', L.description).check(multiLineText),
  amenities: uniqueList(AMENITIES, 'amenities').default([]),
  wellnessFeatures: uniqueList(WELLNESS_FEATURES, 'wellness features').default([]),
  houseRules: optionalText(L.houseRules).check(multiLineText).default(''),
  checkInTime: time('check-in'),
  checkOutTime: time('check-out'),
  /** Left out: unchanged ('instant' for a new property) (docs/decisions/request-to-book.md). */
  bookingMode: bookingModeSchema.optional(),
});
export type PropertyInput = z.input<typeof propertyInputSchema>;

/** Creating names the organisation; it may be left out by a member of exactly one. */
export const createPropertySchema = propertyInputSchema.extend({
  organisationId: z
    .number({ error: CHOOSE_ORGANISATION })
    .int(CHOOSE_ORGANISATION)
    .min(1, CHOOSE_ORGANISATION)
    .max(2_147_483_647, CHOOSE_ORGANISATION)
    .optional(),
});
export type CreatePropertyInput = z.input<typeof createPropertySchema>;

export const publishPropertySchema = z.object({
  published: z.boolean({ error: 'Say whether the property is published (true or false)' }),
});

const coordinateText = (what: 'latitude' | 'longitude', limit: 90 | 180) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .regex(
      /^[-+]?\d{1,3}(\.\d+)?$/,
      `Enter the ${what} as a number, e.g. ${what === 'latitude' ? '38.72' : '-9.14'}`,
    )
    .transform(Number)
    .pipe(coordinate(what, limit));

/** The property form: coordinates as typed (text), becoming the API's numbers. */
export const propertyFormSchema = propertyInputSchema.extend({
  latitude: coordinateText('latitude', 90),
  longitude: coordinateText('longitude', 180),
  amenities: uniqueList(AMENITIES, 'amenities'),
  wellnessFeatures: uniqueList(WELLNESS_FEATURES, 'wellness features'),
  houseRules: optionalText(L.houseRules).check(multiLineText),
  state: optionalText(L.place).check(singleLineText),
});
export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormOutput = z.output<typeof propertyFormSchema>;

const cents = (what: string, max: number) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`The ${what} is in whole cents`)
    .min(0, `The ${what} cannot be negative`)
    .max(max, `The ${what} can be at most $${(max / 100).toLocaleString('en-US')}`);

export const roomInputSchema = z.object({
  title: required("the room's name", L.roomTitle).check(singleLineText),
  description: required('a description', L.roomDescription).check(multiLineText),
  maxGuests: z
    .number({ error: 'Enter how many guests the room takes' })
    .int('Guests are a whole number')
    .min(1, 'A room takes at least 1 guest')
    .max(L.maxGuests, `A room takes at most ${L.maxGuests} guests`),
  priceCents: cents('nightly price', L.priceCents),
  cleaningFeeCents: cents('cleaning fee', L.cleaningFeeCents),
  /** Null: as the property; left out: unchanged (docs/decisions/request-to-book.md). */
  bookingMode: bookingModeSchema.nullable().optional(),
});
export type RoomInput = z.input<typeof roomInputSchema>;

const dollars = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .refine((v) => !v.startsWith('-'), `The ${what} cannot be negative`)
    .refine((v) => v.startsWith('-') || DOLLARS.test(v), `Enter the ${what} in dollars, e.g. 120 or 120.50`)
    .transform(dollarsToCents)
    .pipe(cents(what, max));

/** The room form: money in dollars as typed, guests as typed; out come the API's cents and numbers. */
export const roomFormSchema = roomInputSchema.extend({
  maxGuests: z
    .string()
    .trim()
    .min(1, 'Enter how many guests the room takes')
    .regex(/^\d{1,3}$/, 'Guests are a whole number')
    .transform(Number)
    .pipe(roomInputSchema.shape.maxGuests),
  priceCents: dollars('nightly price', L.priceCents),
  cleaningFeeCents: dollars('cleaning fee', L.cleaningFeeCents),
  /** '' is "as the property" (null). */
  bookingMode: z
    .enum(['', ...BOOKING_MODES], { error: 'Choose how this room is booked' })
    .transform((v) => (v === '' ? null : v))
    .optional(),
});
export type RoomFormInput = z.input<typeof roomFormSchema>;
export type RoomFormOutput = z.output<typeof roomFormSchema>;

export const partnerRoomSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  maxGuests: z.number(),
  priceCents: z.number(),
  cleaningFeeCents: z.number(),
});

export const partnerPropertyDetailSchema = z.object({
  id: z.number(),
  organisation: z.object({ id: z.number(), name: z.string() }),
  name: z.string(),
  type: z.string(),
  setting: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  description: z.string(),
  amenities: z.array(z.string()),
  wellnessFeatures: z.array(z.string()),
  houseRules: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  bookingMode: z.enum(BOOKING_MODES),
  published: z.boolean(),
  rooms: z.array(partnerRoomSummarySchema),
});
export type PartnerPropertyDetail = z.infer<typeof partnerPropertyDetailSchema>;

export const partnerRoomSchema = z.object({
  id: z.number(),
  property: z.object({
    id: z.number(),
    name: z.string(),
    published: z.boolean(),
    bookingMode: z.enum(BOOKING_MODES),
  }),
  title: z.string(),
  description: z.string(),
  maxGuests: z.number(),
  priceCents: z.number(),
  cleaningFeeCents: z.number(),
  /** The room's own booking mode; null: the property's. */
  bookingMode: z.enum(BOOKING_MODES).nullable(),
});
export type PartnerRoom = z.infer<typeof partnerRoomSchema>;
