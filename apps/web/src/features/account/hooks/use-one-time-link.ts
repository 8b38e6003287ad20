import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';

/** The token of a mailed link (?token=...), or null when the address has none. */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  return params.get('token') || null;
}

/**
 * The server's "expired or already used" text when it refused the link's token, else null
 * (docs/decisions/account-recovery.md: an expired, used or made-up link gets that one answer).
 */
export function expiredLinkMessage(error: unknown): string | null {
  return error instanceof ApiError ? (error.fields?.token ?? null) : null;
}

/**
 * Posts a link's token on arrival: opening the link is the person's action, there is nothing else to
 * click. The token works once, so it is posted once, also when StrictMode runs effects twice in development.
 */
export function usePostTokenOnce(token: string | null, post: (input: { token: string }) => void) {
  const posted = useRef(false);
  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    post({ token });
  }, [token, post]);
}
