import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSecondFactorStatus } from '@/features/account/api/get-second-factor-status';
import type { GateReason } from './second-factor-prompt';

// Its forms load only for a session that has not passed (docs/decisions/bundle-budget.md).
const SecondFactorPrompt = lazy(() => import('./second-factor-prompt'));

const loading = <p role="status">Loading...</p>;

/**
 * Shows `children` once this session has passed a second factor (docs/decisions/second-factors.md);
 * before that, a screen that says why and sets up the authenticator app, or asks for its code or a
 * passkey (docs/decisions/passkeys.md).
 */
export function SecondFactorGate({
  reason,
  children,
  onPassed,
}: {
  reason: GateReason;
  children: ReactNode;
  /** Once this session has passed (what the 403s refused can be asked again). */
  onPassed?: () => void;
}) {
  const status = useSecondFactorStatus();
  // Kept until the backup codes have been seen, though the app is on (and the session passed) before.
  const [settingUp, setSettingUp] = useState(false);
  if (status.isPending) return loading;
  if (status.isError)
    return (
      <p role="alert" className="text-danger">
        Could not check your second factor. Please reload the page.
      </p>
    );
  if (status.data.passed && !settingUp) return children;
  const { enabled, passkeys } = status.data;
  return (
    <Suspense fallback={loading}>
      <SecondFactorPrompt
        reason={reason}
        // A passkey is a second factor as the app is (docs/decisions/passkeys.md).
        needsSetUp={(!enabled && passkeys === 0) || settingUp}
        methods={{ app: enabled, passkey: passkeys > 0 }}
        onConfirmed={() => setSettingUp(true)}
        onDone={() => {
          setSettingUp(false);
          onPassed?.();
        }}
      />
    </Suspense>
  );
}
