import { and, eq, inArray } from 'drizzle-orm';
import { SERVICE_NOT_FOUND } from '@restora/shared/domain/partner-services';
import type { Database } from '../../db/client';
import { services } from '../../db/schema/services';
import { properties } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { memberOrganisationIds } from '../organisations';

/**
 * The service and its property if the property is of one of the user's organisations; anything else,
 * general services included, is a 404 (docs/decisions/partner-services.md).
 */
export async function ownedService(db: Database, userId: string, id: number, { lock = false } = {}) {
  const organisations = await memberOrganisationIds(db, userId);
  const query = db
    .select({ service: services, property: { id: properties.id, name: properties.name } })
    .from(services)
    .innerJoin(properties, eq(properties.id, services.propertyId))
    .where(and(eq(services.id, id), inArray(properties.organisationId, organisations)));
  // Locked for the transaction with `lock`, so the `before` an audit record keeps is what was replaced.
  const [row] = await (lock ? query.for('update', { of: services }) : query);
  if (!row) throw new AppError('not_found', SERVICE_NOT_FOUND);
  return row;
}
