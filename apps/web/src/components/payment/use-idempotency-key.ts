import { useRef } from 'react';

/**
 * One key per payment attempt: the same key while an attempt is retried (a lost response cannot charge
 * twice), a new one after the server has answered with a failure.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => (key.current ??= crypto.randomUUID()),
    renew: () => {
      key.current = null;
    },
  };
}
