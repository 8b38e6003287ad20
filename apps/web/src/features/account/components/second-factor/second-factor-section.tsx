import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSecondFactorStatus } from '@/features/account/api/get-second-factor-status';
import { AccountSection } from '../account-section';
import { RegenerateBackupCodes, TurnOffSecondFactor } from './manage-second-factor';

const loading = <p role="status">Loading...</p>;

const SetUpAuthenticator = lazy(() =>
  import('./set-up-authenticator').then((m) => ({ default: m.SetUpAuthenticator })),
);

type Open = 'set-up' | 'codes' | 'off' | null;

/**
 * The account's security: an authenticator app as a second factor (docs/decisions/second-factors.md).
 * Off: why, and the set-up. On: backup codes left, new ones, turning it off.
 */
export function SecondFactorSection() {
  const status = useSecondFactorStatus();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <AccountSection
      title="Authenticator app"
      description="A second step at sign-in: after your password, a code from an app on your phone. A stolen password is then not enough."
    >
      {status.isPending ? (
        loading
      ) : status.isError ? (
        <p role="alert" className="text-danger">
          Could not load your security settings. Please reload the page.
        </p>
      ) : open === 'set-up' ? (
        <Suspense fallback={loading}>
          <SetUpAuthenticator onDone={close} onCancel={close} />
        </Suspense>
      ) : !status.data.enabled ? (
        <div className="grid gap-4">
          <p className="text-sand-800">
            <strong>Off.</strong>{' '}
            {status.data.passkeys > 0
              ? 'Your passkeys count as a second factor; an app is one more way to prove it.'
              : status.data.requiredBy === 'admin'
                ? 'As an administrator you need one to open the back office.'
                : status.data.requiredBy === 'organisation'
                  ? 'Your partner organisation asks its members for one.'
                  : 'Recommended for everyone, and for partners most of all.'}
          </p>
          <div>
            <Button onClick={() => setOpen('set-up')}>Set up authenticator app</Button>
          </div>
        </div>
      ) : open === 'codes' ? (
        <RegenerateBackupCodes onClose={close} />
      ) : open === 'off' ? (
        <TurnOffSecondFactor onClose={close} />
      ) : (
        <div className="grid gap-4">
          <p className="text-sand-800">
            <strong>On.</strong> Sign-in asks for a code from your app
            {status.data.passkeys > 0 ? ' or a passkey' : ''}. Backup codes left:{' '}
            {status.data.backupCodesLeft}.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => setOpen('codes')}>
              Make new backup codes
            </Button>
            <Button variant="outline" onClick={() => setOpen('off')}>
              Turn off
            </Button>
          </div>
        </div>
      )}
    </AccountSection>
  );
}
