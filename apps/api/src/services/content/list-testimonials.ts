import { desc, eq } from 'drizzle-orm';
import { TESTIMONIALS_LIMIT, type Testimonial } from '@restora/shared/contracts/content';
import type { Database } from '../../db/client';
import { onChange } from '../../db/change-notices';
import { cachedPerDatabase } from '../../db/keyed-cache';
import { testimonials } from '../../db/schema/content';
import { avatarUrl } from '../identity';

/**
 * The 12 newest testimonials; a missing name reads 'Anonymous' and a missing rating 5
 * (docs/decisions/content.md); hidden ones are left out (docs/decisions/admin-content.md). Every home page
 * asks: the list is reused for a minute, and forgotten when the back office changes one.
 */
export function listTestimonials({ db }: { db: Database }): Promise<Testimonial[]> {
  return newestTestimonials(db);
}

const newestTestimonials = cachedPerDatabase(60_000, async (db): Promise<Testimonial[]> => {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.published, true))
    .orderBy(desc(testimonials.updatedAt))
    .limit(TESTIMONIALS_LIMIT);
  return rows.map((row) => {
    const name = row.name?.trim() || 'Anonymous';
    return {
      id: row.id,
      name,
      testimonial: row.testimonial,
      avatarUrl: row.avatarUrl ?? avatarUrl(row.name?.trim() || null),
      rating: row.rating ?? 5,
      location: row.location,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
});
onChange('content', newestTestimonials.clear);
