import { asc, eq, inArray } from 'drizzle-orm';
import type { Hero, PartnerCta, StaticData } from '@restora/shared/contracts/content';
import type { Database } from '../../db/client';
import { onChange } from '../../db/change-notices';
import { cachedPerDatabase } from '../../db/keyed-cache';
import { contentBlocks, features } from '../../db/schema/content';
import { getFilterOptions } from '../stays';

type StaticDataType = 'all' | 'hero' | 'features' | 'partner-cta';

export async function getContentBlock<T>(db: Database, key: string): Promise<T | null> {
  const [row] = await db
    .select({ data: contentBlocks.data })
    .from(contentBlocks)
    .where(eq(contentBlocks.key, key));
  return (row?.data as T | undefined) ?? null;
}

// The hero, partner call-to-action and features are read on every home page: they are reused for a minute,
// and forgotten when the back office changes the texts (admin-home-texts.ts announces it).
const readContent = cachedPerDatabase(60_000, async (db) => {
  const [blocks, featureRows] = await Promise.all([
    db
      .select()
      .from(contentBlocks)
      .where(inArray(contentBlocks.key, ['hero', 'partner_cta'])),
    db.select().from(features).orderBy(asc(features.orderIndex)),
  ]);
  const block = (key: string) => blocks.find((b) => b.key === key)?.data ?? null;
  return {
    hero: block('hero') as Hero | null,
    partnerCta: block('partner_cta') as PartnerCta | null,
    features: featureRows,
  };
});
onChange('content', readContent.clear);

/**
 * The static-data call (docs/decisions/content.md): the requested content plus the filter vocabularies and
 * locations.
 */
export async function getStaticData({
  db,
  type,
}: {
  db: Database;
  type: StaticDataType;
}): Promise<StaticData> {
  const wants = (t: StaticDataType) => type === 'all' || type === t;
  const [content, options] = await Promise.all([readContent(db), getFilterOptions({ db })]);
  return {
    ...(wants('hero') ? { hero: content.hero } : {}),
    ...(wants('features') ? { features: content.features } : {}),
    ...(wants('partner-cta') ? { partnerCta: content.partnerCta } : {}),
    wellnessFeatures: options.wellnessFeatures,
    amenities: options.amenities,
    locations: options.locations,
  };
}
