import type { SignInResponse } from '@restora/shared/contracts/second-factor';
import { PASSKEY_TEXTS } from '@restora/shared/domain/passkeys';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { useSignInSecondFactor } from '@/features/account/api/sign-in-second-factor';
import { useSignInWithPasskey } from '@/features/account/api/sign-in-with-passkey';
import { OrDivider } from '../passkeys/or-divider';
import { PasskeyButton } from '../passkeys/passkey-button';
import { SecondFactorCodeForm } from './second-factor-code-form';

type Props = {
  /** What the account can prove it with: its authenticator app, a passkey, or either. */
  methods: NonNullable<SignInResponse['secondFactorMethods']>;
  onSuccess: () => void;
  onRestart: (message: string) => void;
};

const INTRO = {
  totp: 'Your password was right. Enter the 6-digit code from your authenticator app to finish signing in.',
  both: 'Your password was right. Enter the 6-digit code from your authenticator app, or use a passkey, to finish signing in.',
  passkey: 'Your password was right. Use your passkey to finish signing in.',
};

/**
 * After a right password of an account with a second factor: a code from its authenticator app or one of
 * its passkeys opens the session (docs/decisions/second-factors.md, passkeys.md).
 */
export default function SignInSecondStep({ methods, onSuccess, onRestart }: Props) {
  const verify = useSignInSecondFactor();
  const passkeySignIn = useSignInWithPasskey();
  const app = methods.includes('totp');
  const passkey = methods.includes('passkey');
  const back = (
    <Button variant="link" className="h-auto" onClick={() => onRestart('')}>
      Back to sign in
    </Button>
  );
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-xl font-semibold">Two-step sign-in</h2>
        <p className="mt-1 text-sm text-sand-700">
          {INTRO[app && passkey ? 'both' : app ? 'totp' : 'passkey']}
        </p>
      </div>
      {app ? (
        <SecondFactorCodeForm
          label="Sign-in code"
          submitLabel="Verify and sign in"
          onVerify={async (input) => {
            try {
              await verify.mutateAsync(input);
            } catch (error) {
              // The 10 minutes to enter the code have passed: back to the password.
              if (error instanceof ApiError && error.status === 401) return onRestart(error.message);
              throw error;
            }
            onSuccess();
          }}
          footer={passkey ? null : back}
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
              await passkeySignIn.mutateAsync();
              onSuccess();
            }}
          />
          <p className="text-center text-sm">{back}</p>
        </>
      ) : null}
    </div>
  );
}
