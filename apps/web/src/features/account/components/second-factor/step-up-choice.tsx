import { PASSKEY_TEXTS } from '@restora/shared/domain/passkeys';
import { useStepUp } from '@/features/account/api/step-up';
import { useStepUpWithPasskey } from '@/features/account/api/step-up-with-passkey';
import { OrDivider } from '../passkeys/or-divider';
import { PasskeyButton } from '../passkeys/passkey-button';
import { SecondFactorCodeForm } from './second-factor-code-form';

type Props = {
  /** The account has an authenticator app: its code (or a backup code) is asked. */
  app: boolean;
  /** The account has passkeys: 'Use a passkey' is offered, alone when there is no app. */
  passkey: boolean;
  /** The code form's accessible name and button. */
  label: string;
  submitLabel: string;
  onPassed: () => void;
};

/**
 * Proving the second factor again on this session, with what the account has (a step-up, the back
 * office's check; docs/decisions/second-factors.md, passkeys.md).
 */
export function StepUpChoice({ app, passkey, label, submitLabel, onPassed }: Props) {
  const stepUp = useStepUp();
  const passkeyStepUp = useStepUpWithPasskey();
  return (
    <div className="grid gap-4">
      {app ? (
        <SecondFactorCodeForm
          label={label}
          submitLabel={submitLabel}
          onVerify={async (input) => {
            await stepUp.mutateAsync(input);
            onPassed();
          }}
        />
      ) : null}
      {passkey ? (
        <>
          {app ? <OrDivider /> : null}
          <PasskeyButton
            label={PASSKEY_TEXTS.useOne}
            size="lg"
            variant={app ? 'outline' : 'primary'}
            action={async () => {
              await passkeyStepUp.mutateAsync();
              onPassed();
            }}
          />
        </>
      ) : null}
    </div>
  );
}
