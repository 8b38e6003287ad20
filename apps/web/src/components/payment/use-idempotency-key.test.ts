import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKey } from './use-idempotency-key';

const stay = { roomId: 7, checkIn: '2027-03-01', checkOut: '2027-03-04', guests: 2 };
const failure = (status: number) => new ApiError(status, 'x', `answered ${status}`);

/** Pays once for `subject` with `outcome`; answers the key that was sent. */
function payer() {
  const { result, rerender } = renderHook(() => useIdempotencyKey());
  const pay = async (subject: unknown, outcome: 'ok' | Error = 'ok') => {
    let sent = '';
    await result.current
      .attempt(subject, async (key) => {
        sent = key;
        if (outcome !== 'ok') throw outcome;
      })
      .catch(() => undefined);
    return sent;
  };
  return { pay, rerender };
}

describe('useIdempotencyKey', () => {
  it('sends the same key again when the answer was lost, so the retry cannot charge twice', async () => {
    const { pay } = payer();
    const first = await pay(stay, failure(0));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await pay(stay)).toBe(first);
  });

  it('keeps the key after a server error, a 409 or an error that is not an answer: the outcome is unknown', async () => {
    const { pay } = payer();
    const first = await pay(stay, failure(500));
    expect(await pay(stay, failure(503))).toBe(first);
    expect(await pay(stay, failure(409))).toBe(first);
    expect(await pay(stay, new TypeError('failed to parse'))).toBe(first);
    expect(await pay(stay)).toBe(first);
  });

  it('keeps the key after a success: paying again for the same thing gets the same booking back', async () => {
    const { pay, rerender } = payer();
    const first = await pay(stay);
    rerender();
    expect(await pay({ ...stay })).toBe(first);
  });

  it('takes a new key once the server has refused the attempt (a declined card, invalid input, signed out)', async () => {
    const { pay } = payer();
    const declined = await pay(stay, failure(402));
    const afterDecline = await pay(stay, failure(400));
    expect(afterDecline).not.toBe(declined);
    const afterInvalid = await pay(stay, failure(401));
    expect(afterInvalid).not.toBe(afterDecline);
    expect(await pay(stay)).not.toBe(afterInvalid);
  });

  it('takes a new key when what is being paid for changes, even after a lost answer', async () => {
    const { pay } = payer();
    const first = await pay(stay, failure(0));
    const otherDates = await pay({ ...stay, checkOut: '2027-03-05' }, failure(0));
    expect(otherDates).not.toBe(first);
    expect(await pay({ ...stay, checkOut: '2027-03-05' })).toBe(otherDates);
  });

  it('gives one key to a double submit of the same payment', async () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const keys: string[] = [];
    const slow = (key: string) =>
      new Promise<void>((resolve) => setTimeout(() => resolve(void keys.push(key)), 5));
    await Promise.all([result.current.attempt(stay, slow), result.current.attempt(stay, slow)]);
    expect(keys[0]).toBe(keys[1]);
  });
});
