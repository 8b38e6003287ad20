/** The partner earnings' rows of the authorization matrix (docs/decisions/partner-earnings.md). */
import { NOT_PARTNER, P_ONLY, row, type Row } from './matrix-rows';

export function earningsRows(): Row[] {
  return [
    // P's own property: Q, of another organisation, is told it does not exist.
    row(
      'GET /api/partner/earnings',
      NOT_PARTNER,
      (f) => ({ path: `/api/partner/earnings?year=2026&propertyId=${f.partners.propertyId}` }),
      P_ONLY,
    ),
  ];
}
