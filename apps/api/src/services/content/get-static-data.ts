import { asc, eq, inArray } from 'drizzle-orm';
import type { Hero, PartnerCta, StaticData } from '@restora/shared/contracts/content';
import type { Database } from '../../db/client';
import { contentBlocks, features } from '../../db/schema/content';
import { getFilterOptions } from '../stays/get-filter-options';

type StaticDataType = 'all' | 'hero' | 'features' | 'partner-cta';

export async function getContentBlock<T>(db: Database, key: string): Promise<T | null> {
  const [row] = await db
    .select({ data: contentBlocks.data })
    .from(contentBlocks)
    .where(eq(contentBlocks.key, key));
  return (row?.data as T | undefined) ?? null;
}

/** Spec part 1 §7 "static-data": the requested content plus the filter vocabularies and locations. */
export async function getStaticData({
  db,
  type,
}: {
  db: Database;
  type: StaticDataType;
}): Promise<StaticData> {
  const wants = (t: StaticDataType) => type === 'all' || type === t;
  const keys = [...(wants('hero') ? ['hero'] : []), ...(wants('partner-cta') ? ['partner_cta'] : [])];
  const [blocks, featureRows, options] = await Promise.all([
    keys.length
      ? db.select().from(contentBlocks).where(inArray(contentBlocks.key, keys))
      : Promise.resolve([]),
    wants('features')
      ? db.select().from(features).orderBy(asc(features.orderIndex))
      : Promise.resolve(undefined),
    getFilterOptions({ db }),
  ]);
  const block = (key: string) => blocks.find((b) => b.key === key)?.data ?? null;
  return {
    ...(wants('hero') ? { hero: block('hero') as Hero | null } : {}),
    ...(featureRows ? { features: featureRows } : {}),
    ...(wants('partner-cta') ? { partnerCta: block('partner_cta') as PartnerCta | null } : {}),
    wellnessFeatures: options.wellnessFeatures,
    amenities: options.amenities,
    locations: options.locations,
  };
}
