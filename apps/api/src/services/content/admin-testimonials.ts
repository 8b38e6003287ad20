import { count, desc, asc, eq } from 'drizzle-orm';
import type { AdminTestimonial, AdminTestimonialPage } from '@restora/shared/contracts/admin-content';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { testimonials } from '../../db/schema/content';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';

type Row = typeof testimonials.$inferSelect;

const toAdminTestimonial = (row: Row): AdminTestimonial => ({
  id: row.id,
  name: row.name,
  testimonial: row.testimonial,
  location: row.location,
  rating: row.rating,
  published: row.published,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every testimonial, shown or hidden, newest change first (or oldest), 50 a page. */
export async function listAdminTestimonials({
  db,
  page,
  dir,
}: {
  db: Database;
  page: number;
  dir: 'asc' | 'desc';
}): Promise<AdminTestimonialPage> {
  const order = dir === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(testimonials)
      .orderBy(order(testimonials.updatedAt), order(testimonials.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(testimonials),
  ]);
  return {
    items: rows.map(toAdminTestimonial),
    total: Number(counted?.n ?? 0),
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

type TestimonialFields = {
  name: string | null;
  testimonial: string;
  location: string | null;
  rating: number | null;
  published: boolean;
};

/**
 * Edits a testimonial's words, or shows or hides it on the home page (docs/decisions/admin-content.md).
 * Its place among the 12 newest follows its last change.
 */
export async function updateTestimonial({
  db,
  events,
  actor,
  id,
  input,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  id: number;
  input: TestimonialFields;
}): Promise<AdminTestimonial> {
  const written = await commitThenAnnounce(db, events, async (tx, announce) => {
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    if (!before) throw new AppError('not_found', 'Testimonial not found');
    const [row] = await tx
      .update(testimonials)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(testimonials.id, id))
      .returning();
    const after = toAdminTestimonial(row!);
    await recordAudit(tx, actor, {
      action: 'testimonial.update',
      object: { type: 'testimonial', id },
      before: toAdminTestimonial(before),
      after,
    });
    // Once committed, the home page's cached list is forgotten in every process.
    announce({ type: 'catalogue.changed', topic: 'content' });
    return after;
  });
  return written;
}
