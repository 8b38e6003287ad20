import { count, desc, eq } from 'drizzle-orm';
import {
  PARTNER_APPLICATIONS_PAGE_SIZE,
  type PartnerApplicationStatus,
} from '@restora/shared/domain/partner-texts';
import type { Database } from '../../db/client';
import { partnerApplications } from '../../db/schema/content';
import { selectApplications, toAdminApplication } from './application-dto';

type Options = { db: Database; status: PartnerApplicationStatus | 'all'; page: number };

/**
 * One page of applications, newest first, of one status or all. The database filters, counts and pages
 * on partner_applications_status_created_idx (or _created_idx for all).
 */
export async function listPartnerApplications({ db, status, page }: Options) {
  const where = status === 'all' ? undefined : eq(partnerApplications.status, status);
  const [rows, [counted]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(desc(partnerApplications.createdAt), desc(partnerApplications.id))
      .limit(PARTNER_APPLICATIONS_PAGE_SIZE)
      .offset((page - 1) * PARTNER_APPLICATIONS_PAGE_SIZE),
    db.select({ total: count() }).from(partnerApplications).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map(toAdminApplication),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PARTNER_APPLICATIONS_PAGE_SIZE)),
  };
}
