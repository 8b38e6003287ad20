import { z } from 'zod';

export const SERVICE_TYPES = ['fitness', 'yoga', 'spa', 'other'] as const;

export const wellnessServiceSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  type: z.enum(SERVICE_TYPES),
  category: z.string(),
  /** Cents. */
  priceCents: z.number().int(),
  durationMinutes: z.number(),
  imageUrl: z.string(),
  propertyId: z.number().nullable(),
  propertyName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WellnessService = z.infer<typeof wellnessServiceSchema>;

export const listServicesQuerySchema = z.object({
  listingId: z.coerce.number().int().min(1, 'listingId: a room id').max(2_147_483_647).optional(),
});

export const servicesResponseSchema = z.object({ items: z.array(wellnessServiceSchema) });
