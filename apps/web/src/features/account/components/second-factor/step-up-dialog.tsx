import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useSecondFactorStatus } from '@/features/account/api/get-second-factor-status';
import { StepUpChoice } from './step-up-choice';

const DESCRIPTION = {
  app: T.stepUp,
  both: 'For this, enter the code from your authenticator app again, or use a passkey.',
  passkey: 'For this, use your passkey again.',
};

/**
 * Asks for the second factor again before an action that needs a recent check
 * (docs/decisions/second-factors.md): the app's code, a passkey, or either, as the account has.
 */
export default function StepUpDialog({ onDone }: { onDone: (verified: boolean) => void }) {
  const status = useSecondFactorStatus();
  const passkey = (status.data?.passkeys ?? 0) > 0;
  // The app's code unless the account has passkeys only (and when the status cannot be read).
  const app = !passkey || (status.data?.enabled ?? true);
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(false)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm it is you</DialogTitle>
          <DialogDescription>
            {DESCRIPTION[app && passkey ? 'both' : passkey ? 'passkey' : 'app']}
          </DialogDescription>
        </DialogHeader>
        {status.isPending ? (
          <p role="status">Loading...</p>
        ) : (
          <StepUpChoice
            app={app}
            passkey={passkey}
            label="Confirm with your authenticator app"
            submitLabel="Confirm"
            onPassed={() => onDone(true)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
