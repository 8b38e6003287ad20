import { eq } from 'drizzle-orm';
import type { AdminPartnerApplication } from '@restora/shared/contracts/partners';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { partnerApplications } from '../../db/schema/content';

/** The columns an admin sees of an application, with the name and address of whoever decided it. */
export const applicationColumns = {
  id: partnerApplications.id,
  organisation: partnerApplications.organisation,
  partnerType: partnerApplications.partnerType,
  contactName: partnerApplications.contactName,
  email: partnerApplications.email,
  country: partnerApplications.country,
  message: partnerApplications.message,
  createdAt: partnerApplications.createdAt,
  status: partnerApplications.status,
  decidedAt: partnerApplications.decidedAt,
  decisionNote: partnerApplications.decisionNote,
  organisationId: partnerApplications.organisationId,
  deciderId: user.id,
  deciderName: user.name,
  deciderEmail: user.email,
};

/** Applications joined to their deciders; add a where, an order and a limit. */
export const selectApplications = (db: Database) =>
  db
    .select(applicationColumns)
    .from(partnerApplications)
    .leftJoin(user, eq(user.id, partnerApplications.decidedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

export function toAdminApplication(row: Row): AdminPartnerApplication {
  const { deciderId, deciderName, deciderEmail, createdAt, decidedAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    decidedAt: decidedAt?.toISOString() ?? null,
    decidedBy: deciderId ? { id: deciderId, name: deciderName ?? '', email: deciderEmail ?? '' } : null,
  };
}

/** One application, or a 404-style null. */
export async function loadApplication(db: Database, id: number) {
  const [row] = await selectApplications(db).where(eq(partnerApplications.id, id));
  return row ? toAdminApplication(row) : null;
}
