import { describe, expect, it } from 'vitest';
import { userIdOf, withAudit } from '../../test/audit-kit';
import { readJson } from '../../test/test-app';
import { t, kit, guest, bookStay, cancelAs } from '../../test/partner-bookings-app';

// A partner's cancellation is recorded in its own transaction (docs/decisions/audit-trail.md).

describe('the audit trail of a partner’s cancellation', () => {
  it('records the booking before and after the cancellation, once', async () => {
    const stay = await bookStay(kit.rooms[4]!.id, 40, 42);
    const cancelled = await withAudit(t.db, () => cancelAs(kit.partner, stay.id));
    expect(cancelled.res.status).toBe(200);
    const answer = await readJson(cancelled.res);
    expect(cancelled.records).toHaveLength(1);
    expect(cancelled.records[0]).toMatchObject({
      actorUserId: await userIdOf(t, kit.partner),
      actorRole: 'partner',
      action: 'booking.cancel',
      objectType: 'booking',
      objectId: String(stay.id),
      before: { id: stay.id, status: 'confirmed', cancelledAt: null, refundStatus: null, canCancel: true },
      // Recorded at the commit, before the provider answered the refund.
      after: {
        id: stay.id,
        status: 'cancelled',
        cancellationReason: 'A burst pipe flooded the room',
        cancelledAt: answer.cancelledAt,
        refundStatus: 'pending',
      },
    });
  });

  it('records nothing when another partner, the guest, or an empty reason is refused', async () => {
    const stay = await bookStay(kit.rooms[4]!.id, 44, 45);
    const refused = [
      await withAudit(t.db, () => cancelAs(kit.otherPartner, stay.id)),
      await withAudit(t.db, () => cancelAs(guest.cookie, stay.id)),
      await withAudit(t.db, () => cancelAs(kit.partner, stay.id, '')),
    ];
    expect(refused.map((r) => r.res.status)).toEqual([404, 403, 400]);
    expect(refused.flatMap((r) => r.records)).toEqual([]);
    // Once refused, a repeat of the real cancellation records one.
    expect((await withAudit(t.db, () => cancelAs(kit.partner, stay.id))).records).toHaveLength(1);
  });
});
