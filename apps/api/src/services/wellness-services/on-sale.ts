import { sql } from 'drizzle-orm';
import { services } from '../../db/schema/services';
import { properties } from '../../db/schema/stays';

/**
 * A service travellers may see and book: a general one, or one of a published property. Unpublishing a
 * property takes its own services off the site with its rooms (docs/decisions/partner-services.md).
 */
export const serviceOnSale = sql`(${services.propertyId} is null or exists (select 1 from ${properties} where ${properties.id} = ${services.propertyId} and ${properties.published}))`;
