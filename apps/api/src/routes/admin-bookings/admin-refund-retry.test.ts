import { describe, expect, it } from 'vitest';
import { readJson } from '../../test/test-app';
import {
  admin,
  auditOf,
  bookStay,
  failRefunds,
  getJson,
  guest,
  post,
  refund,
  refundCalls,
  refundsWork,
  rooms,
} from '../../test/admin-bookings-app';

// The operator retries a refund the provider refused (docs/decisions/admin-bookings.md).

describe('POST /api/admin/refunds/{id}/retry', () => {
  it('retries a failed refund with the same key, once, and refuses any other', async () => {
    const stay = await bookStay(rooms[10]!.id, 120, 122);
    failRefunds();
    const res = await refund(stay.id, { amountCents: 1500, reason: 'Provider down', cancel: false });
    expect(res.status).toBe(200);
    const failed = (await readJson(res)).refunds[0];
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'provider_error' });
    // A failed refund is still owed: it counts against what is left.
    expect((await getJson(`/api/admin/bookings/${stay.id}`)).refundableCents).toBe(stay.totalCents - 1500);

    // Still down: it fails again and stays retryable.
    expect(await readJson(await post(`/api/admin/refunds/${failed.id}/retry`, admin.cookie))).toMatchObject({
      status: 'failed',
    });
    refundsWork();
    const retried = await post(`/api/admin/refunds/${failed.id}/retry`, admin.cookie);
    expect(retried.status).toBe(200);
    expect(await readJson(retried)).toMatchObject({
      id: failed.id,
      status: 'succeeded',
      failureReason: null,
    });
    const keys = refundCalls.map((c) => c.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`booking-${stay.id}-refund-1`]));
    expect(keys).toHaveLength(3);

    const again = await post(`/api/admin/refunds/${failed.id}/retry`, admin.cookie);
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.message).toBe('Only a failed refund can be tried again.');
    expect((await post('/api/admin/refunds/99999999/retry', admin.cookie)).status).toBe(404);
    expect((await post(`/api/admin/refunds/${failed.id}/retry`, guest.cookie)).status).toBe(403);
    expect((await auditOf('refund', failed.id)).map((a) => a.action)).toEqual([
      'refund.retry',
      'refund.retry',
    ]);
  });
});
