import { asc, sql } from 'drizzle-orm';
import type { FilterOptions } from '@restora/shared/contracts/stays';
import {
  AMENITIES,
  PROPERTY_TYPES,
  WELLNESS_FEATURES,
  WELLNESS_GOALS,
} from '@restora/shared/domain/stay-vocabulary';
import type { Database } from '../../db/client';
import { onChange } from '../../db/change-notices';
import { cachedPerDatabase } from '../../db/keyed-cache';
import { properties } from '../../db/schema/stays';

// The distinct locations read every property (7 ms at 28,000 properties, on every home and search page).
// Published properties only; reused for a minute, and forgotten when a partner changes a property.
const listLocations = cachedPerDatabase(60_000, async (db) =>
  db
    .selectDistinct({ city: properties.city, state: properties.state, country: properties.country })
    .from(properties)
    .where(sql`${properties.published}`)
    .orderBy(asc(properties.country), asc(properties.city), asc(properties.state)),
);
onChange('stays', listLocations.clear);

/** Locations come from the properties we list; the vocabularies are fixed. */
export async function getFilterOptions({ db }: { db: Database }): Promise<FilterOptions> {
  return {
    locations: await listLocations(db),
    wellnessFeatures: [...WELLNESS_FEATURES],
    amenities: [...AMENITIES],
    wellnessGoals: [...WELLNESS_GOALS],
    propertyTypes: PROPERTY_TYPES.map((t) => ({ value: t.value, label: t.label })),
  };
}
