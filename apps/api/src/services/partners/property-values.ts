import type { propertyInputSchema } from '@restora/shared/contracts/partner-listings';
import type { z } from 'zod';
import type { properties } from '../../db/schema/stays';

/** The columns a property form writes (an empty state is no state). */
export function propertyValues(input: z.output<typeof propertyInputSchema>) {
  return {
    name: input.name,
    type: input.type as (typeof properties.$inferInsert)['type'],
    setting: input.setting,
    address: input.address,
    city: input.city,
    state: input.state ? input.state : null,
    country: input.country,
    latitude: input.latitude,
    longitude: input.longitude,
    description: input.description,
    amenities: input.amenities,
    wellnessFeatures: input.wellnessFeatures,
    houseRules: input.houseRules,
    checkInTime: input.checkInTime,
    checkOutTime: input.checkOutTime,
    ...(input.bookingMode ? { bookingMode: input.bookingMode } : {}),
  } satisfies Partial<typeof properties.$inferInsert>;
}
