import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AdminOrganisationDetail,
  AdminOrganisationPage,
  AdminProperty,
} from '@restora/shared/contracts/admin-moderation';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { partnerMembers, partnerOrganisations } from '../../db/schema/partners';
import { properties } from '../../db/schema/stays';
import { AppError } from '../../errors';

// Partner organisations in the back office (docs/decisions/admin-moderation.md).

export const ORGANISATION_NOT_FOUND = 'Organisation not found';

// Correlated counts, written out: drizzle leaves columns unqualified in a one-table select, so inside the
// subquery "id" would be the inner table's own.
const memberCount = sql<number>`(select count(*)::int from partner_members pm where pm.organisation_id = "partner_organisations"."id")`;
const propertyCount = sql<number>`(select count(*)::int from properties p where p.organisation_id = "partner_organisations"."id")`;

const columns = {
  id: partnerOrganisations.id,
  name: partnerOrganisations.name,
  createdAt: partnerOrganisations.createdAt,
  memberCount,
  propertyCount,
};

type Row = { id: number; name: string; createdAt: Date; memberCount: number; propertyCount: number };
const toOrganisation = (r: Row) => ({
  id: r.id,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  memberCount: Number(r.memberCount),
  propertyCount: Number(r.propertyCount),
});

/** A name prefix, any case, on the index of lower(name) (text_pattern_ops). */
function namePrefix(q: string): SQL {
  const pattern = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${partnerOrganisations.name}) like ${pattern}`;
}

type ListOptions = { db: Database; q?: string; page: number; sort: 'name' | 'created'; dir: 'asc' | 'desc' };

/** One page of organisations, by name or by creation, with their member and property counts. */
export async function listAdminOrganisations({
  db,
  q,
  page,
  sort,
  dir,
}: ListOptions): Promise<AdminOrganisationPage> {
  const where = q ? namePrefix(q) : undefined;
  const by = dir === 'asc' ? asc : desc;
  const order =
    sort === 'name'
      ? [by(sql`lower(${partnerOrganisations.name})`), by(partnerOrganisations.id)]
      : [by(partnerOrganisations.createdAt), by(partnerOrganisations.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(partnerOrganisations)
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(partnerOrganisations).where(where),
  ]);
  return { items: rows.map(toOrganisation), total: counted?.total ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}

const roomCount = sql<number>`(select count(*)::int from stay_rooms sr where sr.property_id = "properties"."id")`;

export const adminPropertyColumns = {
  id: properties.id,
  name: properties.name,
  city: properties.city,
  country: properties.country,
  published: properties.published,
  roomCount,
};

export const toAdminProperty = (r: {
  id: number;
  name: string;
  city: string;
  country: string;
  published: boolean;
  roomCount: number;
}): AdminProperty => ({ ...r, roomCount: Number(r.roomCount) });

/** An organisation with its members and its properties (published or not). */
export async function getAdminOrganisation({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<AdminOrganisationDetail> {
  const [org] = await db.select(columns).from(partnerOrganisations).where(eq(partnerOrganisations.id, id));
  if (!org) throw new AppError('not_found', ORGANISATION_NOT_FOUND);
  const [members, props] = await Promise.all([
    db
      .select({
        userId: user.id,
        name: user.name,
        email: user.email,
        role: partnerMembers.role,
        joinedAt: partnerMembers.createdAt,
      })
      .from(partnerMembers)
      .innerJoin(user, eq(user.id, partnerMembers.userId))
      .where(eq(partnerMembers.organisationId, id))
      .orderBy(asc(partnerMembers.createdAt), asc(user.id)),
    db
      .select(adminPropertyColumns)
      .from(properties)
      .where(and(eq(properties.organisationId, id)))
      .orderBy(asc(properties.name), asc(properties.id)),
  ]);
  return {
    ...toOrganisation(org),
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    properties: props.map(toAdminProperty),
  };
}
