import type { createPropertySchema, PartnerPropertyDetail } from '@restora/shared/contracts/partner-listings';
import { CHOOSE_ORGANISATION, ORGANISATION_NOT_FOUND } from '@restora/shared/domain/partner-listings';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { toPropertyDetail } from './listing-dto';
import { memberOrganisationIds } from '../organisations';
import { propertyValues } from './property-values';

/**
 * A new property of one of the partner's organisations. It starts unpublished: travellers see it once it
 * has a room and the partner publishes it (docs/decisions/partner-listings.md).
 */
export async function createPartnerProperty({
  db,
  events,
  actor,
  input,
}: {
  db: Database;
  events: DomainEvents;
  actor: AuditActor;
  input: z.output<typeof createPropertySchema>;
}): Promise<PartnerPropertyDetail> {
  const organisations = await memberOrganisationIds(db, actor.userId);
  const { organisationId: chosen, ...fields } = input;
  if (chosen === undefined && organisations.length > 1)
    throw new AppError('validation_failed', CHOOSE_ORGANISATION, { organisationId: CHOOSE_ORGANISATION });
  const organisationId = chosen ?? organisations[0]!;
  if (!organisations.includes(organisationId)) throw new AppError('not_found', ORGANISATION_NOT_FOUND);

  const detail = await commitThenAnnounce(db, events, async (tx, announce) => {
    const [row] = await tx
      .insert(properties)
      .values({ ...propertyValues(fields), organisationId, published: false })
      .returning();
    const created = await toPropertyDetail(tx, row!);
    await recordAudit(tx, actor, {
      action: 'property.create',
      object: { type: 'property', id: created.id },
      after: created,
    });
    // Unpublished, so no search changes; the locations list reads published properties only. Announced all
    // the same: every write to the catalogue is (many-processes.md), and it costs one notice.
    announce({ type: 'catalogue.changed', topic: 'stays' });
    return created;
  });
  return detail;
}
