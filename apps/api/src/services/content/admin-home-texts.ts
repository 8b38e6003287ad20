import { inArray, sql } from 'drizzle-orm';
import type { HomeTexts } from '@restora/shared/contracts/admin-content';
import type { Hero, PartnerCta } from '@restora/shared/contracts/content';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { contentBlocks } from '../../db/schema/content';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';

// The home page's words live in two content blocks whose other parts (the hero's picture, the partners'
// success stories) stay as seeded (docs/decisions/admin-content.md).

async function readBlocks(db: Database, lock: boolean) {
  const select = db
    .select()
    .from(contentBlocks)
    .where(inArray(contentBlocks.key, ['hero', 'partner_cta']));
  const rows = lock ? await select.for('update') : await select;
  const hero = rows.find((r) => r.key === 'hero')?.data as Hero | undefined;
  const partnerCta = rows.find((r) => r.key === 'partner_cta')?.data as PartnerCta | undefined;
  if (!hero || !partnerCta) throw new AppError('not_found', 'The home page texts have not been seeded');
  return { hero, partnerCta };
}

const toHomeTexts = ({ hero, partnerCta }: { hero: Hero; partnerCta: PartnerCta }): HomeTexts => ({
  hero: { title: hero.title, subtitle: hero.subtitle, ctaText: hero.ctaText },
  partnerCta: { title: partnerCta.title, description: partnerCta.description, ctaText: partnerCta.ctaText },
});

export async function getHomeTexts({ db }: { db: Database }): Promise<HomeTexts> {
  return toHomeTexts(await readBlocks(db, false));
}

export async function updateHomeTexts({
  db,
  events,
  actor,
  input,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  input: HomeTexts;
}): Promise<HomeTexts> {
  const written = await commitThenAnnounce(db, events, async (tx, announce) => {
    const blocks = await readBlocks(tx, true);
    const hero = { ...blocks.hero, ...input.hero };
    const partnerCta = { ...blocks.partnerCta, ...input.partnerCta };
    await tx
      .insert(contentBlocks)
      .values([
        { key: 'hero', data: hero },
        { key: 'partner_cta', data: partnerCta },
      ])
      .onConflictDoUpdate({
        target: contentBlocks.key,
        set: { data: sql`excluded.data`, updatedAt: new Date() },
      });
    const after = toHomeTexts({ hero, partnerCta });
    await recordAudit(tx, actor, {
      action: 'home-texts.update',
      object: { type: 'home-texts', id: 'home' },
      before: toHomeTexts(blocks),
      after,
    });
    announce({ type: 'catalogue.changed', topic: 'content' });
    return after;
  });
  return written;
}
