import { ApiError } from '../../../../lib/api-client';
import { Button } from '../../../../components/ui/button';
import { useSignInSecondFactor } from '../../api/sign-in-second-factor';
import { SecondFactorCodeForm } from './second-factor-code-form';

type Props = { onSuccess: () => void; onRestart: (message: string) => void };

/** After a right password of an account with an authenticator app: its code opens the session. */
export default function SignInSecondStep({ onSuccess, onRestart }: Props) {
  const verify = useSignInSecondFactor();
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-xl font-semibold">Two-step sign-in</h2>
        <p className="mt-1 text-sm text-sand-700">
          Your password was right. Enter the 6-digit code from your authenticator app to finish signing in.
        </p>
      </div>
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
        footer={
          <Button variant="link" className="h-auto" onClick={() => onRestart('')}>
            Back to sign in
          </Button>
        }
      />
    </div>
  );
}
