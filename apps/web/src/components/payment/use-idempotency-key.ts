import { useRef } from 'react';
import { ApiError } from '@/lib/api-client';

/**
 * True when the server has refused a payment attempt for good: a retry with its key would only get the
 * same refusal back (the server answers a repeated key with its first answer). Any 4xx but 409: a declined
 * card (402), invalid input (400), signed out (401), an empty cart (422). Not a 409: it may say the first
 * request with this key is still being processed.
 */
export function endsAttempt(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
}

/**
 * The Idempotency-Key of a payment, decided here for every payment screen by one rule. A key names one
 * attempt to pay for one thing:
 * - it is kept while a retry may be the same attempt: a double submit, a lost answer (status 0), a server
 *   error (5xx), a 409, or anything else whose outcome is unknown; and after a success, so that paying
 *   again for the same thing gets the same booking or order back rather than a second charge;
 * - it is renewed once the server has refused the attempt for good (see endsAttempt), and when what is
 *   being paid for changes (other dates, other services, other cart lines): the server would answer a
 *   kept key with the old attempt's result.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; subject: string } | null>(null);
  return {
    /**
     * Runs `pay` with the key for paying for `subject` (what is bought, not how: never the card, whose
     * change after a lost answer must not allow a second charge) and keeps or drops the key by its outcome.
     */
    async attempt<T>(subject: unknown, pay: (idempotencyKey: string) => Promise<T>): Promise<T> {
      const fingerprint = JSON.stringify(subject);
      if (current.current?.subject !== fingerprint) {
        current.current = { key: crypto.randomUUID(), subject: fingerprint };
      }
      const attempt = current.current;
      try {
        return await pay(attempt.key);
      } catch (error) {
        if (endsAttempt(error) && current.current === attempt) current.current = null;
        throw error;
      }
    },
  };
}
