import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * While a signed-in page is open, conversations' counts, inboxes and threads refresh when the API says one
 * changed (docs/decisions/conversations.md, "Live updates"). Only in the browser, after hydration, and the
 * stream's code loads then (it is not in any route's bundle). Without EventSource, or if the stream fails,
 * the page works as before: focus and reload ask again. Signing out closes it.
 */
export function useLiveUpdates(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let release: (() => void) | undefined;
    let gone = false;
    void import('./live-updates')
      .then((m) => {
        if (!gone) release = m.openLiveUpdates(queryClient);
      })
      .catch(() => {});
    return () => {
      gone = true;
      release?.();
    };
  }, [signedIn, queryClient]);
}
