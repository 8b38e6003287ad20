/** The audit trail's rows of the authorization matrix (docs/decisions/audit-trail.md): administrators only. */
import { ADMIN, row, type Row } from './matrix-rows';

export function adminAuditRows(): Row[] {
  // The record of the room P made through the console (matrix-fixtures.ts), found as the admin.
  let roomRecord = 0;
  return [
    row('GET /api/admin/audit', ADMIN, () => ({ path: '/api/admin/audit?action=room.create' })),
    row('GET /api/admin/audit/{id}', ADMIN, () => ({ path: `/api/admin/audit/${roomRecord}` }), {
      prepare: async (f) => {
        const query = `objectType=room&objectId=${f.partners.listingRoomId}&action=room.create`;
        const res = await f.call('GET', `/api/admin/audit?${query}`, f.cookies.admin);
        roomRecord = ((await res.json()) as { items: { id: number }[] }).items[0]!.id;
      },
    }),
  ];
}
