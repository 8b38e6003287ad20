import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSecondFactorStatus } from '@/features/account/api/get-second-factor-status';

// Partners are asked to set up an authenticator app (docs/decisions/second-factors.md); dismissed for
// good in this browser.
const KEY = 'restora.second-factor-reminder-dismissed';
const listeners = new Set<() => void>();

function useDismissed() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => window.localStorage.getItem(KEY) === '1',
    // Not shown in the server's HTML: the browser knows whether it was dismissed.
    () => true,
  );
}

/** Asks an account without a second factor to set up an authenticator app, with a link to /profile. */
export function SetUpReminder({ profilePath }: { profilePath: string }) {
  const status = useSecondFactorStatus();
  const dismissed = useDismissed();
  // A passkey is a second factor too (docs/decisions/passkeys.md).
  if (dismissed || !status.data || status.data.enabled || status.data.passkeys > 0) return null;
  return (
    <aside
      aria-label="Protect your account"
      className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-accent-200 bg-accent-50 p-4"
    >
      <p className="text-sm text-sand-900">
        <strong>Protect your partner account.</strong> You cancel and refund bookings here: add an
        authenticator app, so a stolen password is not enough.
      </p>
      <div className="flex gap-2">
        <Button asChild size="sm">
          <Link to={profilePath}>Set up authenticator app</Link>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            window.localStorage.setItem(KEY, '1');
            listeners.forEach((l) => l());
          }}
        >
          Not now
        </Button>
      </div>
    </aside>
  );
}
