/** The operator's retreats rows of the authorization matrix (docs/decisions/retreats-back-office.md). */
import { ADMIN, row, type Row } from './matrix-rows';

export function adminRetreatsRows(): Row[] {
  return [
    row('GET /api/admin/retreats', ADMIN, () => ({ path: '/api/admin/retreats?search=Matrix%20retreat' })),
    row('GET /api/admin/retreat-bookings', ADMIN, (f) => ({
      path: `/api/admin/retreat-bookings?retreatId=${f.adminRetreats.retreatId}`,
    })),
    row('POST /api/admin/retreat-bookings/{id}/refund', ADMIN, (f) => ({
      path: `/api/admin/retreat-bookings/${f.adminRetreats.placeId}/refund`,
      body: { amountCents: 100, cancel: false, reason: 'Matrix goodwill' },
    })),
    row('POST /api/admin/retreats/{id}/cancel', ADMIN, (f) => ({
      path: `/api/admin/retreats/${f.adminRetreats.retreatToCancel}/cancel`,
      body: { reason: 'Matrix cancellation' },
    })),
  ];
}
