import { SECOND_FACTOR_TEXTS as T } from '@restora/shared/domain/second-factor';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { useStepUp } from '../../api/step-up';
import { SecondFactorCodeForm } from './second-factor-code-form';

/** Asks for the code again before an action that needs a recent check (docs/decisions/second-factors.md). */
export default function StepUpDialog({ onDone }: { onDone: (verified: boolean) => void }) {
  const stepUp = useStepUp();
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(false)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm it is you</DialogTitle>
          <DialogDescription>{T.stepUp}</DialogDescription>
        </DialogHeader>
        <SecondFactorCodeForm
          label="Confirm with your authenticator app"
          submitLabel="Confirm"
          onVerify={async (input) => {
            await stepUp.mutateAsync(input);
            onDone(true);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
