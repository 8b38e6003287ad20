import { z } from 'zod';
import { multiLineText, singleLineText } from './plain-text';
import { DOLLARS, dollarsToCents } from '../domain/partner-listings';
import { SERVICE_CATEGORIES, SERVICE_LIMITS as L } from '../domain/partner-services';
import { SERVICE_TYPES } from './services';

// A partner's own services, as the console edits them (docs/decisions/partner-services.md).

const required = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `Keep it under ${max.toLocaleString('en-US')} characters`);

const wholeNumber = (what: string, [min, tooFew]: [number, string], [max, tooMany]: [number, string]) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`The ${what} is a whole number`)
    .min(min, tooFew)
    .max(max, tooMany);

const CHOOSE_PROPERTY = 'Choose the property that offers the service';

/** What a partner writes about a service (create and edit alike). */
export const serviceInputSchema = z.object({
  propertyId: z
    .number({ error: CHOOSE_PROPERTY })
    .int(CHOOSE_PROPERTY)
    .min(1, CHOOSE_PROPERTY)
    .max(2_147_483_647, CHOOSE_PROPERTY),
  title: required("the service's name", L.title).check(singleLineText),
  description: required('a description', L.description).check(multiLineText),
  type: z.enum(SERVICE_TYPES, { error: 'Choose the type of service' }),
  category: z.enum(SERVICE_CATEGORIES, { error: 'Choose a category from the list' }),
  priceCents: z
    .number({ error: 'Enter the price' })
    .int('The price is in whole cents')
    .min(0, 'The price cannot be negative')
    .max(L.priceCents, `The price can be at most $${(L.priceCents / 100).toLocaleString('en-US')}`),
  durationMinutes: wholeNumber(
    'duration',
    [L.minDurationMinutes, `The duration is at least ${L.minDurationMinutes} minutes`],
    [L.maxDurationMinutes, `The duration is at most ${L.maxDurationMinutes.toLocaleString('en-US')} minutes`],
  ),
  capacityPerDay: wholeNumber(
    'capacity per day',
    [1, 'Take at least 1 booking a day'],
    [L.maxCapacityPerDay, `Take at most ${L.maxCapacityPerDay} bookings a day`],
  ),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

const typedNumber = (what: string, schema: z.ZodNumber) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}`)
    .regex(/^\d{1,6}$/, `The ${what} is a whole number`)
    .transform(Number)
    .pipe(schema);

/** The service form: price in dollars, numbers and the property as typed; out come the API's values. */
export const serviceFormSchema = serviceInputSchema.extend({
  propertyId: z
    .string()
    .regex(/^\d{1,10}$/, CHOOSE_PROPERTY)
    .transform(Number)
    .pipe(serviceInputSchema.shape.propertyId),
  priceCents: z
    .string()
    .trim()
    .min(1, 'Enter the price')
    .refine((v) => !v.startsWith('-'), 'The price cannot be negative')
    .refine((v) => v.startsWith('-') || DOLLARS.test(v), 'Enter the price in dollars, e.g. 45 or 45.50')
    .transform(dollarsToCents)
    .pipe(serviceInputSchema.shape.priceCents),
  durationMinutes: typedNumber('duration', serviceInputSchema.shape.durationMinutes),
  capacityPerDay: typedNumber('capacity per day', serviceInputSchema.shape.capacityPerDay),
});
export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceFormOutput = z.output<typeof serviceFormSchema>;

export const partnerServiceSchema = z.object({
  id: z.number(),
  property: z.object({ id: z.number(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  type: z.enum(SERVICE_TYPES),
  category: z.string(),
  priceCents: z.number(),
  durationMinutes: z.number(),
  capacityPerDay: z.number(),
  imageUrl: z.string(),
  updatedAt: z.string(),
});
export type PartnerService = z.infer<typeof partnerServiceSchema>;

export const partnerServicesQuerySchema = z.object({
  propertyId: z.coerce
    .number({ error: 'propertyId: a property id' })
    .int('propertyId: a property id')
    .min(1, 'propertyId: a property id')
    .max(2_147_483_647, 'propertyId: a property id')
    .optional(),
});

export const partnerServicesResponseSchema = z.object({ items: z.array(partnerServiceSchema) });
